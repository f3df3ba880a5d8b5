import * as ToastPrimitive from '@radix-ui/react-toast';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Toast, type ToastTone } from './Toast';
import { viewport } from './Toast.css';
import { useLocale } from '../Theme/locale';

export interface ToastOptions {
  /** The message's first line. */
  title: string;
  /** An optional second line with detail. */
  description?: string;
  /** Message kind. @default 'info' */
  tone?: ToastTone;
  /** Milliseconds before it closes by itself. @default the provider's duration */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. Use it wherever the old screens called `alert()`. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Time for the closing animation before a closed toast leaves the list. */
const EXIT_MS = 300;

export interface ToastProviderProps {
  children?: ReactNode;
  /** Milliseconds each toast stays before closing by itself. @default 5000 */
  duration?: number;
  /** Screen-reader label of each toast, e.g. "Notification". @default 'Notification' */
  label?: string;
  /** Label of the toast region (`{hotkey}` is replaced by the shortcut). @default 'Notifications ({hotkey})' */
  viewportLabel?: string;
}

/**
 * Holds the toast queue and the fixed bottom-right region where toasts appear. Wrap the app once;
 * call `useToast()` anywhere below it.
 */
export function ToastProvider({
  children,
  duration = 5000,
  label: labelProp,
  viewportLabel: viewportLabelProp,
}: ToastProviderProps) {
  const { labels, dir } = useLocale();
  const label = labelProp ?? labels.notification;
  const viewportLabel = viewportLabelProp ?? labels.notifications;
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  const dismiss = useCallback((id: string) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, open: false } : item)));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setItems((list) => list.filter((item) => item.id !== id));
    }, EXIT_MS);
    timers.current.add(timer);
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `wg-toast-${counter.current}`;
    setItems((list) => [...list, { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider
        duration={duration}
        label={label}
        swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      >
        {children}
        {items.map((item) => (
          <Toast
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
            title={item.title}
            description={item.description}
            tone={item.tone}
            duration={item.duration}
          />
        ))}
        <ToastPrimitive.Viewport className={viewport} label={viewportLabel} />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';

/** The toast API of the nearest `ToastProvider`: `const { toast } = useToast()`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called inside a <ToastProvider>.');
  return api;
}
