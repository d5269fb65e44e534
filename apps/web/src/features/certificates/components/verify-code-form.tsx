import { certificateVerifyPath, messages, normalizeCertificateCode } from '@aula/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

const t = messages.certificates.verify;

/**
 * /verify without a code: a box for the code printed on the certificate. What is typed is read as
 * people type codes (any case, with or without dashes or the prefix); a code that cannot be one is
 * said here, and a well-formed one opens its verification page, which says whether it exists.
 */
export function VerifyCodeForm() {
  const id = useId();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = normalizeCertificateCode(input.current?.value ?? '');
    if (!code) {
      setError(t.codeInvalid);
      input.current?.focus();
      return;
    }
    void navigate(certificateVerifyPath(code));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <FormField id={`${id}-code`} label={t.codeLabel} hint={t.codeHint} errors={[error]} className="flex-1">
        {(control) => (
          <Input
            {...control}
            ref={input}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t.codePlaceholder}
            onChange={() => setError(null)}
          />
        )}
      </FormField>
      <Button type="submit" className="sm:mt-7">
        {t.submit}
      </Button>
    </form>
  );
}
