import { Button, Dialog, DialogClose } from '@wegrow/ui';
import { Link as RouterLink, useNavigate } from 'react-router';
import { getHref } from '../../routes/paths';

export interface LoginRequiredProps {
  /** The modal's title. @default 'Login Required' */
  title?: string;
  /** Why a login is needed, in the spec's words. */
  message: string;
  /**
   * What Continue Browsing (like Esc and the close button) does: e.g. close the modal and stay on
   * a page that still has something to offer. @default goes on to the home page
   */
  onContinue?: () => void;
}

/**
 * The spec's "Login Required" modal, shown to a visitor at a route that needs a login: its
 * message, Go to Login (/login) and Continue Browsing, which — like Esc and the close button —
 * takes the visitor on to the home page (or does `onContinue`).
 */
export function LoginRequired({
  title = 'Login Required',
  message,
  onContinue,
}: LoginRequiredProps) {
  const navigate = useNavigate();
  return (
    <Dialog
      open
      size="sm"
      title={title}
      description={message}
      onOpenChange={(open) => {
        if (open) return;
        if (onContinue) onContinue();
        else void navigate(getHref('home'));
      }}
      footer={
        <>
          <DialogClose>
            <Button variant="ghost">Continue Browsing</Button>
          </DialogClose>
          <Button asChild>
            <RouterLink to={getHref('login')}>Go to Login</RouterLink>
          </Button>
        </>
      }
    />
  );
}
