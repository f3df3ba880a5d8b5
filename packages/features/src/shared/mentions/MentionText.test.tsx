import { renderHook, screen, waitFor } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import { recordRequests, renderScreen } from '../../testing/unit';
import { TestSessionProvider } from '../../testing/session';
import { TEST_API_URL } from '../../testing/unit/harness';
import { MentionText } from './MentionText';
import { usePeopleSearch } from './usePeopleSearch';

describe('MentionText', () => {
  it('links each mention to the member, leaving the rest as text', () => {
    renderScreen(
      <p data-testid="text">
        <MentionText text="Thanks @maya and @Sam! Mail maya@example.org" />
      </p>,
    );
    expect(screen.getByTestId('text')).toHaveTextContent(
      'Thanks @maya and @Sam! Mail maya@example.org',
    );
    expect(screen.getByRole('link', { name: '@maya' })).toHaveAttribute('href', '/people/maya');
    expect(screen.getByRole('link', { name: '@Sam' })).toHaveAttribute('href', '/people/Sam');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});

describe('usePeopleSearch', () => {
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <TestSessionProvider baseUrl={TEST_API_URL} session={{ userId: users.maya.id }}>
        {children}
      </TestSessionProvider>
    );
  }

  it('looks members up only while a mention is typed, in the community when given', async () => {
    const requests = recordRequests();
    const { result } = renderHook(() => usePeopleSearch({ communityId: 1 }), { wrapper });
    expect(result.current.mentionLoading).toBe(false);
    expect(requests.calls()).not.toContain('GET /people');
    act(() => result.current.onMentionQueryChange('s'));
    await waitFor(() => expect(result.current.mentionOptions.length).toBeGreaterThan(0));
    expect(result.current.mentionLoading).toBe(false);
    const [request] = requests.of('GET /people');
    const url = new URL(request?.url ?? '');
    expect(url.searchParams.get('q')).toBe('s');
    expect(url.searchParams.get('community_id')).toBe('1');
    act(() => result.current.onMentionQueryChange(null));
    expect(result.current.mentionOptions).toEqual([]);
  });
});
