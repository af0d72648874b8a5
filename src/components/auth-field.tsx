// A labelled input of the auth forms, with its error under it; aria-invalid
// gives a refused field the error colour (inputClass) whatever has the focus.
import { inputClass } from '#/components/ui';

export function FieldError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="mt-1 text-xs text-brand">
      {message}
    </p>
  ) : null;
}

export function Field({
  label,
  id,
  error,
  ...props
}: React.InputHTMLAttributes<HTMLInputElement> & { label: string; id: string; error?: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input id={id} {...props} aria-invalid={!!error} className={inputClass} />
      <FieldError message={error} />
    </div>
  );
}
