import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter, toApiError, uploadMyAvatar, useApi } from '@wegrow/api';
import { Avatar, Card, FileInput, Spinner, Stack, useToast } from '@wegrow/ui';
import { useEffect, useRef, useState } from 'react';
import { AVATAR_ACCEPT, avatarProblemMessage, checkAvatarFile } from './avatarFile';

export interface ProfilePictureProps {
  /** The saved picture's address, or null for none ("No Image"). */
  pictureUrl: string | null;
  /** Whose picture (the username, else the e-mail): its initials show if the picture fails. */
  name: string;
}

/**
 * The profile picture: choosing a file checks it (PNG, JPEG or WebP, at most 2 MB) and uploads
 * it at once; the server's refusal (413, 415, 400) shows under the picker, the success is a toast.
 * A saved picture that cannot be loaded shows the user's initials, never a broken image.
 */
export function ProfilePicture({ pictureUrl, name }: ProfilePictureProps) {
  const api = useApi();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A new picker after each attempt: it previews the saved picture again (not a refused file)
  // and the same file can be picked once more.
  const [pickerKey, setPickerKey] = useState(0);

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const { data, error } = await uploadMyAvatar(api.client, file);
      if (error) throw toApiError(error);
      return data;
    },
    onSuccess: () => invalidateAfter(queryClient, 'put', '/auth/account/me/avatar'),
  });

  useEffect(() => {
    // The picker was replaced under the user's focus: give the focus to the new one.
    if (pickerKey > 0) inputRef.current?.focus();
  }, [pickerKey]);

  function handleFile(file: File) {
    const refused = checkAvatarFile(file);
    if (refused) {
      setProblem(avatarProblemMessage(refused, file));
      setPickerKey((key) => key + 1);
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Profile picture updated.', tone: 'success' }),
      onError: (error) => setProblem(toApiError(error).detail),
      onSettled: () => setPickerKey((key) => key + 1),
    });
  }

  return (
    <Card title="Profile picture" titleAs="h2">
      <Stack align="stretch" gap="3">
        <FileInput
          key={pickerKey}
          ref={inputRef}
          label="Choose a picture"
          hint="PNG, JPEG or WebP, at most 2 MB. It uploads as soon as you choose it."
          accept={AVATAR_ACCEPT}
          currentImageUrl={pictureUrl}
          currentImageAlt="Your profile picture"
          imageFallback={
            <Avatar name={name} size="xl" alt="Your initials (the picture could not be loaded)" />
          }
          previewAlt="Your new profile picture"
          error={problem}
          disabled={upload.isPending}
          onFileSelect={handleFile}
        />
        {upload.isPending ? <Spinner size="sm" label="Uploading picture…" showLabel /> : null}
      </Stack>
    </Card>
  );
}
