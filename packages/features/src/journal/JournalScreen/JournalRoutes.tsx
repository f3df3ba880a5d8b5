import { JournalScreen } from './JournalScreen';

/** The `/smartjournal` route's screen: the Smart Journal (saves are confirmed in the inbox). */
export function SmartJournalRoute() {
  return <JournalScreen variant="smart" offline />;
}

/** The `/journal` and `/iam` route's screen: the Journal. */
export function JournalRoute() {
  return <JournalScreen variant="journal" offline />;
}
