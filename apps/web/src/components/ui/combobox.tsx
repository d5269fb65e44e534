import { Check, ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';
import { Input } from './input';

export interface ComboboxProps<T> {
  /** the text input's id, for its <label htmlFor> */
  id: string;
  /** names the list of options for assistive technology */
  listLabel: string;
  /** the options to list, already filtered by the caller for the current search */
  options: readonly T[];
  selected: T | null;
  onSelect: (option: T) => void;
  /** what the user types; the caller filters `options` with it ('' when the search ends) */
  onSearchChange: (search: string) => void;
  optionKey: (option: T) => string;
  /** the text the input shows for the selected option */
  optionText: (option: T) => string;
  renderOption?: (option: T) => ReactNode;
  /** shown in the list when no option matches */
  emptyText: string;
  /** announced politely while the list is open, e.g. how many options match */
  statusText?: string;
  /** names the button that opens and closes the list */
  toggleLabel: string;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
  /** receives the input element, e.g. react-hook-form's field.ref to focus the field on an error */
  inputRef?: (input: HTMLInputElement | null) => void;
}

/**
 * An editable combobox with a list popup (WAI-ARIA APG "combobox with listbox popup, list
 * autocomplete"). Focus stays in the input; arrow keys move the active option, announced with
 * aria-activedescendant; Enter picks it; Escape closes. Typing searches, and leaving the
 * field without picking restores the chosen option's text, so the input never shows a value
 * the form does not hold.
 */
export function Combobox<T>({
  id,
  listLabel,
  options,
  selected,
  onSelect,
  onSearchChange,
  optionKey,
  optionText,
  renderOption = optionText,
  emptyText,
  statusText,
  toggleLabel,
  placeholder,
  name,
  disabled,
  invalid,
  describedBy,
  onBlur,
  inputRef,
}: ComboboxProps<T>) {
  const [open, setOpen] = useState(false);
  /** what the user is typing; null when not searching, so the input shows the chosen option */
  const [search, setSearch] = useState<string | null>(null);
  // The active option is kept by key, so that it survives the list being filtered again.
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      inputRef?.(element);
    },
    [inputRef],
  );

  const listId = `${id}-listbox`;
  const optionId = (key: string) => `${id}-option-${key}`;
  const activeIndex =
    activeKey === null ? -1 : options.findIndex((option) => optionKey(option) === activeKey);
  const active = activeIndex === -1 ? null : options[activeIndex];
  const selectedKey = selected ? optionKey(selected) : null;

  useEffect(() => {
    if (open && activeKey)
      document.getElementById(`${id}-option-${activeKey}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, open, activeKey]);

  function close() {
    setOpen(false);
    setActiveKey(null);
    if (search !== null) {
      setSearch(null);
      onSearchChange('');
    }
  }

  function pick(option: T) {
    onSelect(option);
    close();
  }

  function openList() {
    setOpen(true);
    // Start from the chosen option, as a native select does.
    if (activeKey === null && selectedKey !== null) setActiveKey(selectedKey);
  }

  function move(step: 1 | -1) {
    if (options.length === 0) return;
    const from = activeIndex === -1 ? (step === 1 ? -1 : 0) : activeIndex;
    const next = options[(from + step + options.length) % options.length]!;
    setActiveKey(optionKey(next));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          openList();
          if (selectedKey !== null) return;
        }
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (!open) return;
        // Enter belongs to the list while it is open: it must not submit the form.
        event.preventDefault();
        if (active) pick(active);
        else if (options.length === 1) pick(options[0]!);
        return;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        return;
      case 'Tab':
        if (open) close();
        return;
    }
  }

  return (
    <div
      className="relative"
      onBlur={(event) => {
        // Moving between the input and its toggle button is not leaving the field.
        if (event.currentTarget.contains(event.relatedTarget)) return;
        close();
        onBlur?.();
      }}
    >
      <Input
        id={id}
        ref={setInput}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active ? optionId(optionKey(active)) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        disabled={disabled}
        className="pr-10"
        value={search ?? (selected ? optionText(selected) : '')}
        onChange={(event) => {
          setSearch(event.target.value);
          setActiveKey(null);
          setOpen(true);
          onSearchChange(event.target.value);
        }}
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => (open ? undefined : openList())}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={toggleLabel}
        aria-controls={listId}
        aria-expanded={open}
        disabled={disabled}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground disabled:opacity-60"
        // Keep the focus in the input, where the keyboard works the list.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          input.current?.focus();
          if (open) close();
          else openList();
        }}
      >
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        className={cn(
          'absolute top-full left-0 z-50 mt-1 w-full min-w-full overflow-hidden rounded-md border border-border bg-card shadow-lg sm:w-max sm:max-w-sm',
          !open && 'hidden',
        )}
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="max-h-64 overflow-y-auto overscroll-contain py-1"
        >
          {open &&
            options.map((option) => {
              const key = optionKey(option);
              return (
                <li
                  key={key}
                  id={optionId(key)}
                  role="option"
                  aria-selected={key === activeKey}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm hover:bg-background',
                    key === activeKey && 'bg-primary/10 hover:bg-primary/10',
                  )}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                >
                  <span className="min-w-0 flex-1">{renderOption(option)}</span>
                  {key === selectedKey && <Check aria-hidden className="size-4 shrink-0 text-primary" />}
                </li>
              );
            })}
        </ul>
        {open && options.length === 0 && (
          <p className="px-3 py-2 text-sm text-muted-foreground">{emptyText}</p>
        )}
      </div>
      <span role="status" className="sr-only">
        {open ? statusText : ''}
      </span>
    </div>
  );
}
