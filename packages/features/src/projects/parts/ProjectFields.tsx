import { Stack, TextArea, TextField } from '@wegrow/ui';
import type { Ref } from 'react';
import type { ProjectDraft } from '../rules/draft';
import { LinksEditor } from './LinksEditor';

/** What the contract allows (openapi.yaml `ProjectInput`). */
const LIMITS = { name: 200, description: 5000 } as const;

export interface ProjectFieldsProps {
  /** The project as typed. */
  draft: ProjectDraft;
  /** Called with the changed draft on every edit. */
  onChange: (draft: ProjectDraft) => void;
  /** Why the name cannot be saved ("Name is required."). */
  nameError?: string | null;
  /** The server's refusal per link row key. */
  linkErrors?: Readonly<Record<number, string>>;
  /** The name field's `ref` (it takes the focus when left blank). */
  nameRef?: Ref<HTMLInputElement>;
  /** A save is on its way. @default false */
  disabled?: boolean;
}

/**
 * A project's fields, shared by the create dialog and the edit mode (spec 2 §2): Name,
 * Description and the list of links.
 */
export function ProjectFields({
  draft,
  onChange,
  nameError,
  linkErrors,
  nameRef,
  disabled = false,
}: ProjectFieldsProps) {
  return (
    <Stack align="stretch" gap="4">
      <TextField
        ref={nameRef}
        label="Name"
        name="name"
        required
        autoComplete="off"
        maxLength={LIMITS.name}
        value={draft.name}
        error={nameError ?? undefined}
        readOnly={disabled}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      <TextArea
        label="Description"
        name="description"
        rows={3}
        maxLength={LIMITS.description}
        value={draft.description}
        readOnly={disabled}
        onChange={(event) => onChange({ ...draft, description: event.target.value })}
      />
      <LinksEditor
        rows={draft.links}
        onChange={(links) => onChange({ ...draft, links })}
        {...(linkErrors ? { errors: linkErrors } : {})}
        disabled={disabled}
      />
    </Stack>
  );
}
