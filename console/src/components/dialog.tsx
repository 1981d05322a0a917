import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { describeError } from '../errors';
import { ErrorMessage } from './status';

interface DialogProps {
  title: string;
  /** Shown while true; Escape and the Cancel button call onClose. */
  open: boolean;
  onClose: () => void;
  /** The submit action: the dialog closes when it resolves and shows the error when it throws. */
  onSubmit?: () => Promise<void>;
  submitLabel?: string;
  danger?: boolean;
  children: ComponentChildren;
}

/**
 * A modal on the platform's <dialog>: focus moves into it and is trapped there, Escape closes it, and
 * focus returns to what opened it.
 */
export function Dialog({ title, open, onClose, onSubmit, submitLabel = 'Save', danger = false, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setError(null);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const submit = async (event: Event) => {
    event.preventDefault();
    if (!onSubmit) {
      onClose();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit();
      onClose();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  const titleId = `dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={titleId}>{title}</h2>
        {open ? children : null}
        <ErrorMessage error={error} />
        <div class="actions">
          <button type="button" onClick={onClose}>
            {onSubmit ? 'Cancel' : 'Close'}
          </button>
          {onSubmit ? (
            <button type="submit" class={danger ? 'danger' : 'primary'} disabled={busy}>
              {busy ? 'Working…' : submitLabel}
            </button>
          ) : null}
        </div>
      </form>
    </dialog>
  );
}
