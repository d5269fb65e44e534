import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils/cn';
import { Button } from './button';
import { Input } from './input';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** the button's name while the password is hidden: what pressing it does */
  showLabel: string;
  /** its name while the password shows */
  hideLabel: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({ showLabel, hideLabel, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <Button
        variant="ghost"
        size="icon"
        className="absolute inset-y-0 right-0 h-10 text-muted-foreground hover:bg-transparent"
        // The name says what pressing does; with a changing name aria-pressed would contradict it.
        aria-label={visible ? hideLabel : showLabel}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
      </Button>
    </div>
  );
}
