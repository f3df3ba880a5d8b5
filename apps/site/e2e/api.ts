/** Reading the real server's API directly, to compare the site with the data behind it. */

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** The claims of an access token (not verified: the test only reads the user id). */
export function claimsOf(token: string): { id: number; sub: string; exp: number } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    id: number;
    sub: string;
    exp: number;
  };
}

/** How many unread messages the signed-in user's inbox holds (the server's count). */
export async function unreadCount(baseUrl: string, accessToken: string): Promise<number> {
  const { id } = claimsOf(accessToken);
  const response = await fetch(`${baseUrl}/api/inbox/unread/${id}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new Error(`Inbox count failed: ${response.status}`);
  const { unread } = (await response.json()) as { unread: number };
  return unread;
}
