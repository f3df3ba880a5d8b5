import { Notice } from '@wegrow/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { noticeFrom, type BlogNotice } from '../rules/arrivalNotice';

/**
 * The notice the previous page sent along ("Deleted", "Post created!"…), read once on arrival.
 * The history entry then drops it, so a reload or a return does not show it again.
 */
export function useArrivalNotice(): [BlogNotice | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => noticeFrom(location.state));
  const carried = noticeFrom(location.state) !== null;
  const cleared = useRef(false);
  useEffect(() => {
    // Once per arrival: a page kept on screen while the next one loads may render again with its
    // own, older location, and replacing the history entry then would undo the navigation under
    // way (it did: Edit on a new post bounced back to the post, forever).
    if (!carried || cleared.current) return;
    cleared.current = true;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [carried, location, navigate]);
  return [notice, () => setNotice(null)];
}

/** The arrival notice, dismissible: green for an outcome, red for "Error loading post.". */
export function ArrivalNotice({
  notice,
  onDismiss,
}: {
  notice: BlogNotice;
  onDismiss: () => void;
}) {
  return (
    <Notice tone={notice.tone} onDismiss={onDismiss}>
      {notice.text}
    </Notice>
  );
}
