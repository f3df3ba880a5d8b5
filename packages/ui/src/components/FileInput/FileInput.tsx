import { clsx } from 'clsx';
import {
  forwardRef,
  useEffect,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { describedBy, Field } from '../Field/Field';
import { empty, image, input, preview, row } from './FileInput.css';
import { useLocale } from '../Theme/LocaleProvider';

export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'multiple'
> {
  /** The visible label, e.g. "Profile picture". */
  label: ReactNode;
  /** Help shown under the label, e.g. accepted formats. */
  hint?: ReactNode;
  /** An error message; marks the picker invalid. */
  error?: ReactNode;
  /** Accepted file types, as in `<input accept>`. @default 'image/*' */
  accept?: string;
  /** The current image's address (e.g. the saved profile picture), previewed until a file is chosen. */
  currentImageUrl?: string | null;
  /** Called with the file the user picks. */
  onFileSelect?: (file: File) => void;
  /** Alternative text of the chosen file's preview. @default 'Preview of the selected image' */
  previewAlt?: string;
  /** Alternative text of the current image. @default 'Current image' */
  currentImageAlt?: string;
  /** The text shown when there is no image. @default 'No Image' */
  emptyText?: string;
  /**
   * Shown instead of an image that fails to load (never the browser's broken-image icon and alt
   * text), e.g. an `Avatar` with the person's initials. @default the `emptyText`
   */
  imageFallback?: ReactNode;
  /** Class for the wrapping field. */
  fieldClassName?: string;
}

/**
 * An image picker with a preview of the chosen (or current) image, "No Image" when there is none,
 * and `imageFallback` when the image cannot be loaded.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  {
    label,
    hint,
    error,
    accept = 'image/*',
    currentImageUrl,
    onFileSelect,
    previewAlt: previewAltProp,
    currentImageAlt: currentImageAltProp,
    emptyText: emptyTextProp,
    imageFallback,
    required = false,
    disabled = false,
    id,
    className,
    fieldClassName,
    onChange,
    'aria-describedby': extraDescribedBy,
    ...rest
  },
  ref,
) {
  const { labels } = useLocale();
  const previewAlt = previewAltProp ?? labels.previewOfSelectedImage;
  const currentImageAlt = currentImageAltProp ?? labels.currentImage;
  const emptyText = emptyTextProp ?? labels.noImage;
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  // Each preview URL holds the file in memory until revoked: free it when replaced or unmounted.
  useEffect(
    () => () => {
      if (chosenUrl) URL.revokeObjectURL(chosenUrl);
    },
    [chosenUrl],
  );
  const src = chosenUrl ?? currentImageUrl ?? null;
  // The address that failed to load: another one (a new choice, a new saved picture) is tried.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const emptyContent = <span className={empty}>{emptyText}</span>;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (picked) {
      if (typeof URL.createObjectURL === 'function') setChosenUrl(URL.createObjectURL(picked));
      onFileSelect?.(picked);
    }
    onChange?.(event);
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      className={fieldClassName}
    >
      {(field) => (
        <div className={row}>
          <div className={preview}>
            {src && src === failedSrc ? (
              (imageFallback ?? emptyContent)
            ) : src ? (
              <img
                className={image}
                src={src}
                alt={chosenUrl ? previewAlt : currentImageAlt}
                onError={() => setFailedSrc(src)}
              />
            ) : (
              emptyContent
            )}
          </div>
          <input
            ref={ref}
            type="file"
            accept={accept}
            onChange={handleChange}
            className={clsx(input, className)}
            {...field}
            aria-describedby={describedBy(field['aria-describedby'], extraDescribedBy)}
            {...rest}
          />
        </div>
      )}
    </Field>
  );
});
FileInput.displayName = 'FileInput';
