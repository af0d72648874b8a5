// The screen the password reset e-mail links to (/auth?reset=<token>,
// migration 1795000420): a new password typed twice, then back to Sign In.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { toast } from '#/toast';
import { useServerAction } from '#/data/server/use-server-action';
import { confirmPasswordReset } from '#/data/session/auth';
import { newPasswordSchema, type NewPasswordValues } from '#/domain/validation';
import { Button } from '#/components/ui';
import { Field } from '#/components/auth-field';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { run } = useServerAction((values: NewPasswordValues) => confirmPasswordReset(token, values.password), {
    needsConnection: 'Setting a new password',
    failure: (error) => ({ title: error.message }),
    onSuccess: () => {
      toast.success('Password updated', { description: 'Sign in with your new password' });
      // Replacing the entry takes the spent token out of the history as well.
      navigate('/auth', { replace: true });
    },
  });
  const onSubmit = form.handleSubmit((values) => run(values));
  const { errors, isSubmitting } = form.formState;
  return (
    <section aria-labelledby="reset-title" className="mt-6">
      <h2 id="reset-title" className="text-xl font-bold">
        Reset Password
      </h2>
      <p className="mt-1 text-sm text-muted">Choose a new password for your account.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <Field
          label="New Password"
          id="reset-password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Field
          label="Confirm Password"
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Set New Password'}
        </Button>
        <Link to="/auth" replace className="block text-center text-sm text-muted underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      </form>
    </section>
  );
}
