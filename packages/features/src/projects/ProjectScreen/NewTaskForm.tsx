import { Button, Inline, TextField } from '@wegrow/ui';
import { useRef, useState, type FormEvent } from 'react';
import { projectsTexts } from '../texts';

export interface NewTaskFormProps {
  /** Adds the task; resolves once it is saved (the field is then emptied), rejects on failure. */
  onAdd: (content: string) => Promise<unknown>;
  /** An add is on its way. @default false */
  adding?: boolean;
}

/**
 * The new-task input with Add Task (spec 2 §2). A task may be left empty: it is listed as
 * "(Untitled Task)". The focus stays in the field for the next one.
 */
export function NewTaskForm({ onAdd, adding = false }: NewTaskFormProps) {
  const [content, setContent] = useState('');
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    try {
      await onAdd(content.trim());
      setContent('');
    } catch {
      // The screen shows why; the text stays to try again.
    }
    field.current?.focus();
  }

  return (
    <form aria-label="New task" onSubmit={(event) => void submit(event)}>
      <Inline gap="2" align="end" wrap={false}>
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          <TextField
            ref={field}
            label="New task"
            name="content"
            autoComplete="off"
            maxLength={2000}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" loading={adding} style={{ flex: 'none' }}>
          {projectsTexts.addTask}
        </Button>
      </Inline>
    </form>
  );
}
