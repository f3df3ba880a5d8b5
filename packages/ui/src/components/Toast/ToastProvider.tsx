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
import { Toast, type ToastAction, type ToastTone } from './Toast';
import { viewport } from './Toast.css';
import { useLocale } from '../Theme/LocaleProvider';

export interface ToastOptions {
  /** The message's first line. */
  title: string;
  /** An optional second line with detail. */
  description?: string;
  /** Message kind. @default 'info' */
  tone?: ToastTone;
  /**
   * Milliseconds before it closes by itself. @default the provider's duration; a toast with an
   * action stays until it is used or dismissed
   */
  duration?: number;
  /** One button that acts on the message (see `ToastAction`). */
  action?: ToastAction;
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
  /**
   * Gives the toasts the app recognises a button, e.g. a refusal the reader can fix at once
   * ("Verify your e-mail address…" → "Send the link again"), wherever the toast is raised. Called
   * for every toast without its own `action`, with the toast API (to tell what the button did).
   */
  actionFor?: (options: ToastOptions, api: ToastApi) => ToastAction | undefined;
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
  actionFor,
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

  // The latest `actionFor`, without changing the identity of `toast` (screens keep it in effects).
  const actionForRef = useRef(actionFor);
  useEffect(() => {
    actionForRef.current = actionFor;
  }, [actionFor]);
  const api = useMemo<ToastApi>(() => {
    const self: ToastApi = {
      toast: (options: ToastOptions) => {
        counter.current += 1;
        const id = `wg-toast-${counter.current}`;
        const action = options.action ?? actionForRef.current?.(options, self);
        setItems((list) => [
          ...list,
          { ...options, ...(action ? { action } : {}), id, open: true },
        ]);
        return id;
      },
      dismiss,
    };
    return self;
  }, [dismiss]);

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
            // A toast with a button stays until it is used or dismissed: a reader must have time
            // to reach it (WCAG 2.2.1).
            duration={item.action ? Infinity : item.duration}
            {...(item.action ? { action: item.action } : {})}
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
