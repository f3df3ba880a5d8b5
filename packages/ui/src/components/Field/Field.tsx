import { clsx } from 'clsx';
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  errorIcon,
  error as errorClass,
  field,
  hint as hintClass,
  label as labelClass,
  requiredMark,
} from './Field.css';

/** What a control needs from its Field: spread it onto the input (or the group's root). */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
  /** Set only for `group` fields, whose label is not a `<label>`. */
  'aria-labelledby'?: string;
  required?: boolean;
  disabled?: boolean;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * The ids and ARIA wiring of the enclosing Field, for a custom control rendered as its child.
 * Returns `null` outside a Field.
 */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}

/** Joins the ids that describe a control, skipping missing ones. */
export function describedBy(...ids: (string | undefined | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** An error line with its icon, for Field and the choice controls that lay out their own label. */
export function ErrorMessage({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className={errorClass}>
      <svg
        className={errorIcon}
        width="16"
        height="16"
        viewBox="0 0 16 16"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4.25" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        <circle cx="8" cy="11.25" r="1" fill="currentColor" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The visible label, naming the control. */
  label: ReactNode;
  /** Help shown under the label (linked with `aria-describedby`). */
  hint?: ReactNode;
  /** An error message; when set the control is marked invalid and points at it (`aria-errormessage`). */
  error?: ReactNode;
  /** Marks the control required and shows an asterisk after the label. @default false */
  required?: boolean;
  /** Disables the control. @default false */
  disabled?: boolean;
  /** Keep the label for screen readers but hide it on screen (e.g. a compact count input). @default false */
  hideLabel?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /**
   * `control` labels one input with a `<label for>`; `group` (radio groups, segmented toggles)
   * labels a group through `aria-labelledby`. @default 'control'
   */
  kind?: 'control' | 'group';
  /** The control: an element that reads `useFieldControl()`, or a render function given the props to spread. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/**
 * Labels a form control and wires its hint and error for assistive technology
 * (`aria-describedby`, `aria-invalid`, `aria-errormessage`).
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  {
    label,
    hint,
    error,
    required = false,
    disabled = false,
    hideLabel = false,
    id,
    kind = 'control',
    className,
    children,
    ...rest
  },
  ref,
) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const labelId = `${controlId}-label`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;

  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy(hintId, errorId) ? { 'aria-describedby': describedBy(hintId, errorId) } : {}),
    ...(errorId ? { 'aria-invalid': true as const, 'aria-errormessage': errorId } : {}),
    ...(kind === 'group' ? { 'aria-labelledby': labelId } : {}),
    ...(required ? { required } : {}),
    ...(disabled ? { disabled } : {}),
  };

  const labelContent = (
    <>
      {label}
      {required ? (
        <span className={requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  const labelElement =
    kind === 'group' ? (
      <span id={labelId} className={labelClass}>
        {labelContent}
      </span>
    ) : (
      <label id={labelId} htmlFor={controlId} className={labelClass}>
        {labelContent}
      </label>
    );

  return (
    <div ref={ref} className={clsx(field, className)} {...rest}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <FieldContext.Provider value={control}>
        {typeof children === 'function' ? children(control) : children}
      </FieldContext.Provider>
      {error ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
    </div>
  );
});
Field.displayName = 'Field';
