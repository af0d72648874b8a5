import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { toast } from '#/toast';
import { useServerAction } from '#/data/server/use-server-action';
import { requestPasswordReset, signIn, signUp } from '#/data/session/auth';
import {
  DEFAULT_SIGN_UP_NAME,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  type SignInValues,
  type SignUpValues,
} from '#/domain/validation';
import { useSessionStore } from '#/stores/session';
import { Button } from '#/components/ui';
import { Field } from '#/components/auth-field';
import { ResetPasswordForm } from '#/components/auth-reset-password';
import { Dialog } from '#/components/dialog';

function SignInForm({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const navigate = useNavigate();
  const [resetOpen, setResetOpen] = useState(false);
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const { run } = useServerAction((values: SignInValues) => signIn(values.email, values.password), {
    failure: (error) => ({ title: error.message }),
    onSuccess: () => {
      toast.success('Welcome aboard');
      navigate('/', { replace: true });
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    onBusy(true);
    await run(values);
    onBusy(false);
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Email" id="signin-email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Field
        label="Password"
        id="signin-password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign In'}
      </Button>
      <button
        type="button"
        onClick={() => setResetOpen(true)}
        className="block min-h-11 w-full text-center text-sm text-muted underline-offset-4 hover:underline"
      >
        Forgot password?
      </button>
      <ResetPasswordDialog open={resetOpen} onOpenChange={setResetOpen} />
    </form>
  );
}

function ResetPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<{ email: string }>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { email: '' } });
  const { run } = useServerAction(requestPasswordReset, {
    failure: (error) => ({ title: error.message }),
    onSuccess: (_result, email) => {
      toast.success('Check your email', { description: `If an account exists for ${email}, a reset link is on its way.` });
      onOpenChange(false);
      form.reset();
    },
  });
  const onSubmit = form.handleSubmit(({ email }) => run(email));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reset Password"
      description="Enter your email and we'll send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label="Email"
          id="reset-email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          Send Reset Link
        </Button>
      </form>
    </Dialog>
  );
}

function SignUpForm({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const navigate = useNavigate();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { run } = useServerAction(
    (values: SignUpValues) => signUp({ name: values.name || DEFAULT_SIGN_UP_NAME, email: values.email, password: values.password }),
    {
      failure: (error) => ({ title: error.message }),
      onSuccess: () => {
        toast.success('Success', { description: 'Your account has been created.' });
        navigate('/', { replace: true });
      },
    },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    onBusy(true);
    await run(values);
    onBusy(false);
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        label="Name (optional)"
        id="signup-name"
        autoComplete="name"
        placeholder={DEFAULT_SIGN_UP_NAME}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Field label="Email" id="signup-email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Field
        label="Password"
        id="signup-password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label="Confirm Password"
        id="signup-confirm"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}

function SignInOrUp({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  return (
    <>
      {/* ?tab=signup opens Sign Up ('Get Started Free'); switching tabs keeps the address in step, without a history entry. */}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'signup' ? { tab: 'signup' } : {}, { replace: true })}
        className="mt-6"
      >
        <Tabs.List className="grid grid-cols-2 rounded-full bg-card-2 p-1 text-sm font-semibold" aria-label="Sign in or sign up">
          {[
            ['signin', 'Sign In'],
            ['signup', 'Sign Up'],
          ].map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value!}
              className="min-h-11 rounded-full py-2 text-muted data-[state=active]:bg-card data-[state=active]:text-fg"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="signin" className="mt-6">
          <SignInForm onBusy={onBusy} />
        </Tabs.Content>
        <Tabs.Content value="signup" className="mt-6">
          <SignUpForm onBusy={onBusy} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

export function Component() {
  const { ready, userId } = useSessionStore();
  // While a sign-in here is storing its session, the form navigates itself.
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  // The reset e-mail's link: shown even to a signed-in visitor, who may be resetting another account.
  const resetToken = params.get('reset');
  if (ready && userId && !busy && !resetToken) return <Navigate to="/" replace />;
  return (
    <main className="mx-auto max-w-md px-5 pb-8 pt-2">
      <Link to="/" className="-ml-3 inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm text-muted hover:text-fg">
        <ArrowLeft className="h-4 w-4" /> Back to home
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold">Tastemap</h1>
      <p className="mt-1 text-muted">Sign in to unlock good taste</p>
      {resetToken ? <ResetPasswordForm token={resetToken} /> : <SignInOrUp onBusy={setBusy} />}
    </main>
  );
}
