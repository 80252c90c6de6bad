import { useEffect, useRef } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, useToastStore } from '../lib/toasts.ts';
import type { Toast } from '../lib/toasts.ts';

/** The toast viewport: F8 focuses it, a toast swipes away to the right past 50 px. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const viewport = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        viewport.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-label="Notifications (F8)" className="toast-region">
      <ol ref={viewport} tabIndex={-1} className="toast-viewport">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const startX = useRef<number | null>(null);
  const el = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, dismiss]);

  const reset = () => {
    startX.current = null;
    if (el.current) el.current.style.transform = '';
  };

  return (
    // The item stays a plain list item (a role on <li> would break the list); its text is the live region.
    <li
      ref={el}
      className={`toast toast-${toast.variant}`}
      onPointerDown={(e) => {
        startX.current = e.clientX;
      }}
      onPointerMove={(e) => {
        if (startX.current === null || !el.current) return;
        const dx = Math.max(0, e.clientX - startX.current);
        el.current.style.transform = `translateX(${dx}px)`;
      }}
      onPointerUp={(e) => {
        if (startX.current !== null && e.clientX - startX.current > TOAST_SWIPE_THRESHOLD_PX) dismiss(toast.id);
        else reset();
      }}
      onPointerCancel={reset}
    >
      <div className="toast-body" role="status" aria-live={toast.variant === 'destructive' ? 'assertive' : 'polite'}>
        <div className="toast-title">{toast.title}</div>
        {toast.description && <div className="toast-description">{toast.description}</div>}
      </div>
      <button type="button" className="toast-close" aria-label="Close" onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}
