/**
 * One typed client call per operation of the contract, keyed by operationId. The type requires an
 * entry for every operation, so `tsc` proves each call compiles against the generated `paths`;
 * handlers.test.ts runs each one against the fakes (seeded, authorised, happy path) and checks
 * the answer against the contract.
 */
import {
  loginWithPassword,
  logout,
  uploadBlogCover,
  uploadMyAvatar,
  type ApiClient,
  type operations,
} from '../src';
import {
  db,
  findUser,
  fixtures,
  mockCaptchaSolution,
  mockRefreshTokenFor,
  mockTokenFor,
  type MockUserName,
} from '../src/mocks';

const {
  users,
  inboxIds,
  journalIds,
  categoryIds,
  foodItemIds,
  recipeIds,
  groceryIds,
  projectIds,
  projectTaskIds,
  blogPostIds,
  blogCommentIds,
  communityIds,
  goalIds,
  communityTaskIds,
  chatMessageIds,
  resourceIds,
  eventIds,
  gardenIds,
  volunteerRequestIds,
  forumCategoryIds,
  forumThreadIds,
  forumCommentIds,
  RESET_TOKEN_MAYA,
  SEED_AVATAR_PNG,
  mayaLogins,
  MAYA_FARM_STATE,
} = fixtures;

export interface ClientCall {
  /** Who calls (a seed user with a valid token), or null for an anonymous call. */
  as: MockUserName | null;
  call: (api: ApiClient) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
}

const riverside = communityIds.riverside;

/** The seed users are verified; a call about verifying makes one unverified first. */
function unverify(userId: number): void {
  const user = findUser(userId);
  if (!user) throw new Error(`no seed user ${userId}`);
  user.email_verified = false;
}
const id = (value: number) => ({ params: { path: { id: value } } });

/** A change-of-address link of Maya's, as the server would have mailed it. */
const changeLink = (token: string, kind: 'confirm' | 'undo', email: string) => ({
  token,
  user_id: users.maya.id,
  kind,
  email,
  used: false,
  sent_at: Date.now(),
});

export const clientCalls: { [OperationId in keyof operations]: ClientCall } = {
  // ------------------------------------------------------------ auth
  getCaptchaChallenge: { as: null, call: (api) => api.GET('/auth/captcha') },
  signup: {
    as: null,
    call: async (api) =>
      api.POST('/auth/signup', {
        body: {
          email: 'new.gardener@example.org',
          password: 'tomato-vines-8',
          recaptcha_token: await mockCaptchaSolution(),
        },
      }),
  },
  login: {
    as: null,
    call: async (api) =>
      loginWithPassword(api, {
        email: users.maya.email,
        password: users.maya.password,
        recaptchaToken: await mockCaptchaSolution(),
      }),
  },
  refreshToken: {
    as: null,
    call: (api) =>
      api.POST('/auth/refresh', { body: { refresh_token: mockRefreshTokenFor(users.maya.id) } }),
  },
  logout: {
    as: null,
    call: (api) => logout(api, mockRefreshTokenFor(users.maya.id)),
  },
  getMyAccount: { as: 'maya', call: (api) => api.GET('/auth/account/me') },
  getMySearchSettings: { as: 'maya', call: (api) => api.GET('/auth/account/me/search') },
  updateMySearchSettings: {
    as: 'maya',
    call: (api) => api.PUT('/auth/account/me/search', { body: { language: 'spanish' } }),
  },
  updateMyAccount: {
    as: 'maya',
    call: (api) =>
      api.PATCH('/auth/account/me', { body: { username: 'maya.rivers', bio: 'Hello!' } }),
  },
  uploadMyAvatar: {
    as: 'maya',
    call: (api) => uploadMyAvatar(api, new Blob([SEED_AVATAR_PNG.slice()], { type: 'image/png' })),
  },
  getUserAvatar: {
    as: null,
    call: (api) =>
      api.GET('/auth/account/avatar/{userId}', {
        params: { path: { userId: users.maya.id } },
        parseAs: 'blob',
      }),
  },
  requestPasswordReset: {
    as: null,
    call: (api) => api.POST('/auth/request-password-reset', { body: { email: users.maya.email } }),
  },
  resetPassword: {
    as: null,
    call: (api) =>
      api.POST('/auth/reset-password', {
        body: { token: RESET_TOKEN_MAYA, new_password: 'new-sunflowers-43' },
      }),
  },
  verifyEmail: {
    as: null,
    call: (api) => {
      // Ivy has just signed up: not verified yet, a link on its way.
      unverify(users.ivy.id);
      const token = 'evt_ivy-link';
      db.emailVerifications.push({
        token,
        user_id: users.ivy.id,
        used: false,
        resent: false,
        sent_at: Date.now(),
      });
      // Not signed in: the follower chooses the account's password (issue 41).
      return api.POST('/auth/verify-email', { body: { token, password: 'new-sunflowers-43' } });
    },
  },
  requestEmailChange: {
    as: 'maya',
    call: (api) =>
      api.POST('/auth/account/email', {
        body: { new_email: 'maya.green@example.org', password: users.maya.password },
      }),
  },
  confirmEmailChange: {
    as: null,
    call: (api) => {
      db.emailChanges.push(changeLink('ect_confirm', 'confirm', 'maya.green@example.org'));
      return api.POST('/auth/account/email/confirm', { body: { token: 'ect_confirm' } });
    },
  },
  undoEmailChange: {
    as: null,
    call: (api) => {
      db.emailChanges.push(changeLink('ecu_undo', 'undo', users.maya.email));
      return api.POST('/auth/account/email/undo', { body: { token: 'ecu_undo' } });
    },
  },
  listMySessions: { as: 'maya', call: (api) => api.GET('/auth/sessions') },
  getMyExport: { as: 'maya', call: (api) => api.GET('/auth/account/export') },
  requestMyExport: { as: 'maya', call: (api) => api.POST('/auth/account/export') },
  downloadMyExport: {
    as: 'maya',
    call: (api) => {
      const now = Date.now();
      db.accountExports.push({
        user_id: users.maya.id,
        state: 'ready',
        requested_at: new Date(now - 60_000).toISOString(),
        ready_at: new Date(now - 30_000).toISOString(),
        expires_at: new Date(now + 86_400_000).toISOString(),
        zip: new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]),
      });
      return api.GET('/auth/account/export/file', { parseAs: 'blob' });
    },
  },
  deleteMyAccount: {
    as: 'ivy',
    call: (api) =>
      api.POST('/auth/account/delete', {
        body: { password: users.ivy.password, confirmation: 'DELETE' },
      }),
  },
  endMySession: {
    as: 'maya',
    call: (api) =>
      api.DELETE('/auth/sessions/{sessionId}', {
        params: { path: { sessionId: mayaLogins.phone } },
      }),
  },
  // Signed in through a login the fakes know (its `sid`), so "everywhere else" is known.
  endMyOtherSessions: {
    as: null,
    call: (api) =>
      api.DELETE('/auth/sessions/others', {
        headers: {
          Authorization: `Bearer ${mockTokenFor(users.maya.id, { sessionId: mayaLogins.thisBrowser })}`,
        },
      }),
  },
  resendVerificationEmail: {
    as: 'ivy',
    call: (api) => {
      unverify(users.ivy.id);
      return api.POST('/auth/verify-email/resend');
    },
  },

  // ------------------------------------------------------------ inbox
  listInboxMessages: {
    as: 'maya',
    call: (api) => api.GET('/inbox/{userId}', { params: { path: { userId: users.maya.id } } }),
  },
  countUnreadInboxMessages: {
    as: 'maya',
    call: (api) =>
      api.GET('/inbox/unread/{userId}', { params: { path: { userId: users.maya.id } } }),
  },
  markInboxMessageRead: {
    as: 'maya',
    call: (api) =>
      api.POST('/inbox/read/{messageId}', {
        params: { path: { messageId: inboxIds.mayaUnreadSaved } },
      }),
  },
  sendInboxMessage: {
    as: 'maya',
    call: (api) =>
      api.POST('/inbox/send', {
        body: { user_id: users.maya.id, content: 'Your journal entry "Dusk" was saved.' },
      }),
  },

  // ------------------------------------------------------------ journal
  listJournalEntries: { as: 'maya', call: (api) => api.GET('/journal') },
  importJournalEntries: {
    as: 'maya',
    call: (api) =>
      api.POST('/journal/import', {
        body: {
          entries: [
            {
              title: 'First frost',
              content: 'The kale is sweeter now.',
              tags: ['garden'],
              created_at: '2025-11-20T07:30:00Z',
            },
          ],
        },
      }),
  },
  getJournalSettings: { as: 'maya', call: (api) => api.GET('/journal/settings') },
  getJournalCalendar: {
    as: 'maya',
    call: (api) => api.GET('/journal/calendar', { params: { query: { month: '2026-01' } } }),
  },
  updateJournalSettings: {
    as: 'maya',
    call: (api) => api.PUT('/journal/settings', { body: { country: 'GB' } }),
  },
  createJournalEntry: {
    as: 'maya',
    call: (api) =>
      api.POST('/journal', { body: { title: 'Dusk', content: 'The blackbird sang until dark.' } }),
  },
  updateJournalEntry: {
    as: 'maya',
    call: (api) =>
      api.PUT('/journal/{id}', {
        ...id(journalIds.withoutInsights),
        body: { title: 'Morning pages (edited)', content: 'Tea, frost, seeds.' },
      }),
  },
  setJournalEntryTags: {
    as: 'maya',
    call: (api) =>
      api.PUT('/journal/tags/{id}', {
        ...id(journalIds.withoutInsights),
        body: { tags: ['Seeds', 'mornings'] },
      }),
  },
  deleteJournalEntry: {
    as: 'maya',
    call: (api) => api.DELETE('/journal/{id}', id(journalIds.withoutInsights)),
  },
  requestJournalReflection: {
    as: 'maya',
    call: (api) => api.POST('/journal/reflect/{id}', id(journalIds.withoutInsights)),
  },
  requestJournalMantra: {
    as: 'maya',
    call: (api) => api.POST('/journal/mantra/{id}', id(journalIds.withoutInsights)),
  },
  requestJournalNextAction: {
    as: 'maya',
    call: (api) => api.POST('/journal/next-action/{id}', id(journalIds.withoutInsights)),
  },
  deleteJournalInsight: {
    as: 'maya',
    call: (api) =>
      api.DELETE('/journal/{id}/insight/{kind}', {
        params: { path: { id: journalIds.withInsights, kind: 'mantra' } },
      }),
  },

  // ------------------------------------------------------------ meal planning
  listMealCategories: { as: 'maya', call: (api) => api.GET('/meal-planning/categories') },
  createMealCategories: {
    as: 'maya',
    call: (api) =>
      api.POST('/meal-planning/categories', {
        body: { categories: ['Fruit', 'Nuts'], type: 'food' },
      }),
  },
  deleteMealCategory: {
    as: 'maya',
    call: (api) => api.DELETE('/meal-planning/categories/{id}', id(categoryIds.spices)),
  },
  listFoodInventory: { as: 'maya', call: (api) => api.GET('/meal-planning/food-inventory') },
  saveFoodInventoryItems: {
    as: 'maya',
    call: (api) =>
      api.POST('/meal-planning/food-inventory', {
        body: {
          items: [
            {
              id: foodItemIds.carrotsRed,
              name: 'Carrots',
              quantity: 2,
              desiredQuantity: 4,
              categories: ['11'],
            },
            { name: 'Beetroot', quantity: 1, desiredQuantity: 1 },
          ],
        },
      }),
  },
  deleteFoodInventoryItem: {
    as: 'maya',
    call: (api) =>
      api.DELETE('/meal-planning/food-inventory/{id}', id(foodItemIds.garlicUncategorised)),
  },
  listRecipes: {
    as: 'maya',
    call: (api) => api.GET('/meal-planning/recipes', { params: { query: { category: 'Soups' } } }),
  },
  saveRecipe: {
    as: 'maya',
    call: (api) =>
      api.POST('/meal-planning/recipes', {
        body: {
          name: 'Kale chips',
          ingredients: ['1 bunch kale', 'olive oil', 'salt'],
          instructions: 'Tear, oil, salt, bake at 150 °C for 20 minutes.',
          category: 'Dinner',
        },
      }),
  },
  deleteRecipe: {
    as: 'maya',
    call: (api) => api.DELETE('/meal-planning/recipes/{id}', id(recipeIds.lentilSalad)),
  },
  getWeekPlan: {
    as: 'maya',
    call: (api) =>
      api.GET('/meal-planning/week-plan', { params: { query: { start: '2026-11-23' } } }),
  },
  addWeekPlanEntry: {
    as: 'maya',
    call: (api) =>
      api.POST('/meal-planning/week-plan/entries', {
        body: { date: '2026-11-24', recipeId: recipeIds.carrotSoup },
      }),
  },
  updateWeekPlanEntry: {
    as: 'maya',
    call: (api) => {
      const entry = {
        id: 902,
        user_id: users.maya.id,
        date: '2026-11-26',
        recipeId: recipeIds.carrotSoup,
      };
      db.weekPlan.push(entry);
      return api.PATCH('/meal-planning/week-plan/entries/{id}', {
        ...id(entry.id),
        body: { slot: 'lunch', servings: 4 },
      });
    },
  },
  deleteWeekPlanEntry: {
    as: 'maya',
    call: (api) => {
      const entry = {
        id: 900,
        user_id: users.maya.id,
        date: '2026-11-25',
        recipeId: recipeIds.carrotSoup,
      };
      db.weekPlan.push(entry);
      return api.DELETE('/meal-planning/week-plan/entries/{id}', id(entry.id));
    },
  },
  addWeekPlanToGroceryList: {
    as: 'maya',
    call: (api) => {
      db.weekPlan.push({
        id: 901,
        user_id: users.maya.id,
        date: '2026-11-30',
        recipeId: recipeIds.overnightOats,
      });
      return api.POST('/meal-planning/week-plan/grocery-list', { body: { start: '2026-11-30' } });
    },
  },
  importRecipeFromUrl: {
    as: 'maya',
    call: (api) =>
      api.POST('/meal-planning/recipes/import', {
        body: { url: 'https://cooking.example.org/sourdough-pancakes' },
      }),
  },

  // ------------------------------------------------------------ grocery list
  getGroceryList: { as: 'maya', call: (api) => api.GET('/grocery-list/grocery-list') },
  addGroceryItem: {
    as: 'maya',
    call: (api) =>
      api.POST('/grocery-list/grocery-list/item', { body: { name: 'Apples', quantity: 6 } }),
  },
  updateGroceryItem: {
    as: 'maya',
    call: (api) =>
      api.PUT('/grocery-list/grocery-list/item/{id}', {
        ...id(groceryIds.tomatoes),
        body: { id: groceryIds.tomatoes, name: 'Tomatoes', quantity: 3, checked: true },
      }),
  },
  deleteGroceryItem: {
    as: 'maya',
    call: (api) => api.DELETE('/grocery-list/grocery-list/item/{id}', id(groceryIds.bread)),
  },
  addInventoryShortfallsToGroceryList: {
    as: 'maya',
    call: (api) => api.POST('/grocery-list/grocery-list/from-inventory'),
  },
  addRecipesToGroceryList: {
    as: 'maya',
    call: (api) =>
      api.POST('/grocery-list/from-recipes', {
        body: [recipeIds.overnightOats, recipeIds.carrotSoup],
      }),
  },
  importCheckedGroceriesToInventory: {
    as: 'maya',
    call: (api) => api.POST('/grocery-list/grocery-list/import-to-inventory'),
  },
  clearGroceryList: {
    as: 'maya',
    call: (api) => api.DELETE('/grocery-list/grocery-list/grocery-list/clear'),
  },

  // ------------------------------------------------------------ projects
  listProjects: { as: 'maya', call: (api) => api.GET('/projects') },
  createProject: {
    as: 'maya',
    call: (api) =>
      api.POST('/projects', {
        body: {
          name: 'Worm farm',
          description: 'Under the sink.',
          links: ['https://example.org/worms'],
        },
      }),
  },
  getProject: { as: 'maya', call: (api) => api.GET('/projects/{id}', id(projectIds.foodForest)) },
  updateProject: {
    as: 'maya',
    call: (api) =>
      api.PUT('/projects/{id}', {
        ...id(projectIds.foodForest),
        body: { name: 'Front-yard food forest', description: 'Moved to the front.', links: [] },
      }),
  },
  deleteProject: { as: 'maya', call: (api) => api.DELETE('/projects/{id}', id(projectIds.zine)) },
  addProjectTask: {
    as: 'maya',
    call: (api) =>
      api.POST('/projects/{id}/tasks', {
        ...id(projectIds.foodForest),
        body: { content: 'Mulch the apple guild' },
      }),
  },
  updateProjectTask: {
    as: 'maya',
    call: (api) =>
      api.PUT('/projects/tasks/{taskId}', {
        params: { path: { taskId: projectTaskIds.plantAppleTree } },
        body: { completed: true },
      }),
  },
  deleteProjectTask: {
    as: 'maya',
    call: (api) =>
      api.DELETE('/projects/tasks/{taskId}', {
        params: { path: { taskId: projectTaskIds.sheetMulch } },
      }),
  },

  // ------------------------------------------------------------ blog
  listBlogPosts: { as: null, call: (api) => api.GET('/blog') },
  createBlogPost: {
    as: 'shea',
    call: (api) =>
      api.POST('/blog', {
        body: { title: 'Spring seed swap', content: 'Bring seeds, take seeds.' },
      }),
  },
  getBlogOwner: { as: null, call: (api) => api.GET('/blog/owner') },
  getBlogFeed: { as: null, call: (api) => api.GET('/blog/feed.xml', { parseAs: 'text' }) },
  getBlogPost: { as: null, call: (api) => api.GET('/blog/{id}', id(blogPostIds.gardenBlitz)) },
  updateBlogPost: {
    as: 'shea',
    call: (api) =>
      api.PUT('/blog/{id}', {
        ...id(blogPostIds.gardenBlitz),
        body: { title: 'Our first garden blitz (photos)', content: 'Now with photos.' },
      }),
  },
  uploadBlogCover: {
    as: 'shea',
    call: (api) =>
      uploadBlogCover(
        api,
        blogPostIds.gardenBlitz,
        new Blob([SEED_AVATAR_PNG.slice()], { type: 'image/png' }),
      ),
  },
  deleteBlogCover: {
    as: 'shea',
    call: (api) => api.DELETE('/blog/{id}/cover', id(blogPostIds.gardenBlitz)),
  },
  getBlogCover: {
    as: null,
    call: (api) => {
      const post = db.blogPosts.find((row) => row.id === blogPostIds.gardenBlitz);
      if (!post) throw new Error('no seed post');
      post.cover = fixtures.sampleBlogCover();
      return api.GET('/blog/{id}/cover/{key}', {
        params: { path: { id: post.id, key: post.cover.key } },
        parseAs: 'blob',
      });
    },
  },
  deleteBlogPost: {
    as: 'shea',
    call: (api) => api.DELETE('/blog/{id}', id(blogPostIds.soupNight)),
  },
  listBlogComments: {
    as: null,
    call: (api) => api.GET('/blog/{id}/comments', id(blogPostIds.gardenBlitz)),
  },
  createBlogComment: {
    as: 'maya',
    call: (api) =>
      api.POST('/blog/comment', { body: { post_id: blogPostIds.gardenBlitz, content: 'Lovely!' } }),
  },
  updateBlogComment: {
    as: 'maya',
    call: (api) =>
      api.PATCH('/blog/comment/{commentId}', {
        params: { path: { commentId: blogCommentIds.mayaOnBlitz } },
        body: { content: 'The pizza oven was the *real* hero.' },
      }),
  },
  deleteBlogComment: {
    as: 'shea',
    call: (api) =>
      api.DELETE('/blog/comment/{commentId}', {
        params: { path: { commentId: blogCommentIds.lenaOnBlitz } },
      }),
  },

  // ------------------------------------------------------------ communities
  listCommunities: { as: 'maya', call: (api) => api.GET('/communities/list') },
  createCommunity: {
    as: 'maya',
    call: (api) =>
      api.POST('/communities/create', {
        body: {
          name: 'Compost Club',
          description: 'Turning scraps into soil.',
          visibility: 'public',
        },
      }),
  },
  getCommunity: { as: 'maya', call: (api) => api.GET('/communities/{id}', id(riverside)) },
  updateCommunity: {
    as: 'sam',
    call: (api) =>
      api.PUT('/communities/{id}', {
        ...id(riverside),
        body: { name: 'Riverside Growers', description: 'Gardens all along the river.' },
      }),
  },
  deleteCommunity: { as: 'maya', call: (api) => api.DELETE('/communities/{id}', id(riverside)) },
  requestToJoinCommunity: {
    as: 'ivy',
    call: (api) => api.POST('/communities/{id}/join', id(riverside)),
  },
  getCommunityInvite: {
    as: 'sam',
    call: (api) => api.GET('/communities/{id}/invite', id(riverside)),
  },
  createCommunityInvite: {
    as: 'sam',
    call: (api) => api.POST('/communities/{id}/invite', id(riverside)),
  },
  revokeCommunityInvite: {
    as: 'sam',
    call: (api) => api.DELETE('/communities/{id}/invite', id(riverside)),
  },
  acceptCommunityInvite: {
    as: 'ivy',
    call: (api) => {
      const token = 'T'.repeat(43);
      const community = db.communities.find((row) => row.id === riverside);
      if (community) community.invite_token = token;
      return api.POST('/communities/{id}/invite/accept', { ...id(riverside), body: { token } });
    },
  },
  listCommunityJoinRequests: {
    as: 'sam',
    call: (api) => api.GET('/communities/{id}/join-requests', id(riverside)),
  },
  listCommunityMembers: {
    as: 'lena',
    call: (api) => api.GET('/communities/{id}/full-members', id(riverside)),
  },
  decideCommunityJoinRequest: {
    as: 'maya',
    call: (api) =>
      api.POST('/communities/{id}/members/{userId}/approve', {
        params: { path: { id: riverside, userId: users.theo.id }, query: { approve: true } },
      }),
  },
  toggleCommunityAdmin: {
    as: 'maya',
    call: (api) =>
      api.PUT('/communities/{id}/members/{userId}/toggle-admin', {
        params: { path: { id: riverside, userId: users.lena.id } },
      }),
  },
  removeCommunityMember: {
    as: 'sam',
    call: (api) =>
      api.DELETE('/communities/{id}/members/{userId}', {
        params: { path: { id: riverside, userId: users.lena.id } },
      }),
  },
  listCommunityBans: {
    as: 'sam',
    call: (api) => api.GET('/communities/{id}/bans', id(riverside)),
  },
  banCommunityMember: {
    as: 'sam',
    call: (api) =>
      api.PUT('/communities/{id}/bans/{userId}', {
        params: { path: { id: riverside, userId: users.lena.id } },
        body: { reason: 'Spam in the chat.' },
      }),
  },
  unbanCommunityMember: {
    as: 'sam',
    call: (api) => {
      const community = db.communities.find((row) => row.id === riverside);
      if (community)
        community.bans = [
          { user_id: users.ivy.id, reason: null, banned_at: '2026-01-04T09:00:00Z' },
        ];
      return api.DELETE('/communities/{id}/bans/{userId}', {
        params: { path: { id: riverside, userId: users.ivy.id } },
      });
    },
  },
  updateCommunityLayout: {
    as: 'maya',
    call: (api) =>
      api.PUT('/communities/{id}/layout', {
        ...id(riverside),
        body: {
          layout_config: [
            'chat',
            'goals',
            'events',
            'resources',
            'members',
            'admin',
            'component_manager',
          ],
          hidden_sections: ['resources'],
        },
      }),
  },
  listCommunityGoals: {
    as: 'lena',
    call: (api) => api.GET('/communities/{id}/projects', id(riverside)),
  },
  createCommunityGoal: {
    as: 'lena',
    call: (api) =>
      api.POST('/communities/{id}/projects', {
        ...id(riverside),
        body: { title: 'Install a bee hotel', description: 'South-facing wall.' },
      }),
  },
  updateCommunityGoal: {
    as: 'maya',
    call: (api) =>
      api.PUT('/communities/projects/{projectId}', {
        params: { path: { projectId: goalIds.pollinatorStrip } },
        body: { title: 'Plant the pollinator strip', description: 'Natives only.' },
      }),
  },
  deleteCommunityGoal: {
    as: 'sam',
    call: (api) =>
      api.DELETE('/communities/projects/{projectId}', {
        params: { path: { projectId: goalIds.seedSwap } },
      }),
  },
  listCommunityGoalTasks: {
    as: 'lena',
    call: (api) =>
      api.GET('/communities/projects/{projectId}/tasks', {
        params: { path: { projectId: goalIds.rainGarden } },
      }),
  },
  createCommunityGoalTask: {
    as: 'lena',
    call: (api) =>
      api.POST('/communities/projects/{projectId}/tasks', {
        params: { path: { projectId: goalIds.rainGarden } },
        body: { content: 'Order river stones' },
      }),
  },
  updateCommunityTask: {
    as: 'lena',
    call: (api) =>
      api.PUT('/communities/tasks/{taskId}', {
        params: { path: { taskId: communityTaskIds.mulch } },
        body: { assigned_to_user_id: users.lena.id },
      }),
  },
  deleteCommunityTask: {
    as: 'maya',
    call: (api) =>
      api.DELETE('/communities/tasks/{taskId}', {
        params: { path: { taskId: communityTaskIds.sowSeeds } },
      }),
  },
  listCommunityChatMessages: {
    as: 'lena',
    call: (api) => api.GET('/communities/{id}/chat', id(riverside)),
  },
  sendCommunityChatMessage: {
    as: 'lena',
    call: (api) =>
      api.POST('/communities/{id}/chat', { ...id(riverside), body: { content: 'See you there!' } }),
  },
  updateCommunityChatMessage: {
    as: 'lena',
    call: (api) =>
      api.PATCH('/communities/{id}/chat/{messageId}', {
        params: { path: { id: riverside, messageId: chatMessageIds.lena } },
        body: { content: 'Soup for **everyone** after' },
      }),
  },
  markCommunityChatRead: {
    as: 'lena',
    call: (api) =>
      api.PUT('/communities/{id}/chat/read', {
        ...id(riverside),
        body: { message_id: chatMessageIds.lena },
      }),
  },
  deleteCommunityChatMessage: {
    as: 'lena',
    call: (api) =>
      api.DELETE('/communities/{id}/chat/{messageId}', {
        params: { path: { id: riverside, messageId: chatMessageIds.lena } },
      }),
  },
  streamCommunityJoinRequest: {
    as: 'ivy',
    // Ivy has asked to join: only one's own pending request can be followed.
    call: (api) => {
      db.memberships.push({
        community_id: riverside,
        user_id: users.ivy.id,
        is_approved: false,
        is_admin: false,
        requested_at: new Date().toISOString(),
        calendar_version: 0,
      });
      return api.GET('/communities/{id}/join/stream', { ...id(riverside), parseAs: 'text' });
    },
  },
  streamCommunityChat: {
    as: 'lena',
    call: (api) => api.GET('/communities/{id}/chat/stream', { ...id(riverside), parseAs: 'text' }),
  },
  getCommunityCalendarLink: {
    as: 'lena',
    call: (api) => api.GET('/communities/{id}/calendar-link', id(riverside)),
  },
  resetCommunityCalendarLink: {
    as: 'lena',
    call: (api) => api.POST('/communities/{id}/calendar-link', id(riverside)),
  },
  getCommunityCalendar: {
    as: null,
    call: (api) =>
      api.GET('/communities/{id}/events.ics', {
        params: {
          path: { id: riverside },
          query: { token: `${users.lena.id}.fake${riverside}v0` },
        },
        parseAs: 'text',
      }),
  },
  listCommunityResources: {
    as: 'lena',
    call: (api) => api.GET('/communities/{id}/resources', id(riverside)),
  },
  createCommunityResource: {
    as: 'lena',
    call: (api) =>
      api.POST('/communities/{id}/resources', {
        ...id(riverside),
        body: { title: 'Native plant list', url: 'plants.example.org/natives' },
      }),
  },
  updateCommunityResource: {
    as: 'lena',
    call: (api) =>
      api.PUT('/communities/{id}/resources/{resourceId}', {
        params: { path: { id: riverside, resourceId: resourceIds.seedGuide } },
        body: {
          title: 'Seed saving basics',
          url: 'https://seedsavers.org/learn',
          description: 'Start here.',
        },
      }),
  },
  deleteCommunityResource: {
    as: 'maya',
    call: (api) =>
      api.DELETE('/communities/{id}/resources/{resourceId}', {
        params: { path: { id: riverside, resourceId: resourceIds.toolLibrary } },
      }),
  },
  listCommunityEvents: {
    as: 'lena',
    call: (api) => api.GET('/communities/{id}/events', id(riverside)),
  },
  createCommunityEvent: {
    as: 'lena',
    call: (api) =>
      api.POST('/communities/{id}/events', {
        ...id(riverside),
        body: {
          title: 'Bulb planting',
          description: '',
          date: '2026-03-01',
          community_id: riverside,
        },
      }),
  },
  updateCommunityEvent: {
    as: 'sam',
    call: (api) =>
      api.PUT('/communities/{id}/events/{eventId}', {
        params: { path: { id: riverside, eventId: eventIds.soupNight } },
        body: { title: 'Soup night', description: 'Bring a bowl and a spoon.', date: '2026-02-06' },
      }),
  },
  getCommunityEvent: {
    as: 'sam',
    call: (api) =>
      api.GET('/communities/{id}/events/{eventId}', {
        params: { path: { id: riverside, eventId: eventIds.soupNight } },
      }),
  },
  cancelCommunityEventOccurrence: {
    as: 'maya',
    call: (api) =>
      api.PUT('/communities/{id}/events/{eventId}/cancellations/{date}', {
        params: { path: { id: riverside, eventId: eventIds.soupNight, date: '2026-02-06' } },
      }),
  },
  getCommunityEventCalendar: {
    as: 'sam',
    call: (api) =>
      api.GET('/communities/{id}/events/{eventId}/calendar.ics', {
        params: { path: { id: riverside, eventId: eventIds.soupNight } },
        parseAs: 'text',
      }),
  },
  answerCommunityEvent: {
    as: 'sam',
    call: (api) =>
      api.PUT('/communities/{id}/events/{eventId}/rsvp', {
        params: { path: { id: riverside, eventId: eventIds.soupNight } },
        body: { status: 'going' },
      }),
  },
  deleteCommunityEvent: {
    as: 'sam',
    call: (api) =>
      api.DELETE('/communities/{id}/events/{eventId}', {
        params: { path: { id: riverside, eventId: eventIds.soupNight } },
      }),
  },

  // ------------------------------------------------------------ we-dream
  getCollectiveDream: { as: null, call: (api) => api.GET('/we-dream/collective') },
  runDreamMachine: { as: 'rowan', call: (api) => api.POST('/we-dream/collective/run') },
  getMyDream: { as: 'maya', call: (api) => api.GET('/we-dream/active') },
  manifestDreamMantra: {
    as: null,
    call: (api) => api.POST('/we-dream/manifest', { body: { text: 'Gardens on every corner.' } }),
  },
  saveMyDream: {
    as: 'maya',
    call: (api) =>
      api.POST('/we-dream/save', {
        body: { vision: 'Gardens on every corner.', mantra: 'I plant the corners of my world.' },
      }),
  },
  clearMyDream: { as: 'maya', call: (api) => api.POST('/we-dream/clear') },

  // ------------------------------------------------------------ gardens and volunteers
  listGardens: {
    as: null,
    call: (api) =>
      api.GET('/gardens', { params: { query: { type: 'Blitz', location: 'riverton' } } }),
  },
  createGarden: {
    as: null,
    call: (api) =>
      api.POST('/gardens', {
        body: {
          type: 'Blitz',
          host_name: 'Noor',
          location: 'Riverton',
          description: 'Garden Host Application',
          notes: 'A sunny front lawn to convert.',
          email: 'noor@example.org',
        },
      }),
  },
  getGardenProgramme: { as: null, call: (api) => api.GET('/gardens/programme') },
  getGarden: { as: null, call: (api) => api.GET('/gardens/{id}', id(gardenIds.millStreetBlitz)) },
  updateGarden: {
    as: 'sam',
    call: (api) =>
      api.PUT('/gardens/{id}', {
        ...id(gardenIds.millStreetBlitz),
        body: {
          type: 'Blitz',
          host_name: 'Sam',
          notes: 'Empty lot behind the bakery: full sun, a tap, and now a shed.',
          email: 'sam@example.org',
        },
      }),
  },
  deleteGarden: { as: 'maya', call: (api) => api.DELETE('/gardens/{id}', id(gardenIds.orchard)) },
  decideGarden: {
    as: 'willow',
    call: (api) =>
      api.PATCH('/gardens/{id}/status', {
        ...id(gardenIds.blitzVolunteer),
        body: { status: 'Approved' },
      }),
  },
  requestToVolunteer: {
    as: null,
    call: (api) =>
      api.POST('/volunteers/request', {
        body: {
          garden_id: gardenIds.millStreetBlitz,
          volunteer_name: 'Ivy',
          volunteer_email: null,
        },
      }),
  },
  listVolunteerRequests: {
    as: 'sam',
    call: (api) =>
      api.GET('/volunteers/requests/{gardenId}', {
        params: { path: { gardenId: gardenIds.millStreetBlitz } },
      }),
  },
  decideVolunteerRequest: {
    as: 'sam',
    call: (api) =>
      api.PATCH('/volunteers/approve/{requestId}', {
        params: { path: { requestId: volunteerRequestIds.pending } },
        body: { status: 'Approved' },
      }),
  },

  // ------------------------------------------------------------ forum
  getForumAdmin: { as: null, call: (api) => api.GET('/forum/admin') },
  listForumThreads: { as: null, call: (api) => api.GET('/forum/threads') },
  listForumCategories: { as: null, call: (api) => api.GET('/forum/categories') },
  createForumCategory: {
    as: 'rowan',
    call: (api) => api.POST('/forum/categories', { body: { name: 'Recipes', colour: 'amber' } }),
  },
  updateForumCategory: {
    as: 'rowan',
    call: (api) =>
      api.PATCH('/forum/categories/{id}', {
        ...id(forumCategoryIds.sharing),
        body: { name: 'Lending', colour: 'blue' },
      }),
  },
  deleteForumCategory: {
    as: 'rowan',
    call: (api) => api.DELETE('/forum/categories/{id}', id(forumCategoryIds.gardening)),
  },
  moveForumThread: {
    as: 'rowan',
    call: (api) =>
      api.PUT('/forum/threads/{id}/category', {
        ...id(forumThreadIds.rowanWelcome),
        body: { category_id: forumCategoryIds.gardening },
      }),
  },
  createForumThread: {
    as: 'maya',
    call: (api) => api.POST('/forum/threads', { body: { text: 'Who has spare seedlings?' } }),
  },
  getForumThread: {
    as: null,
    call: (api) => api.GET('/forum/threads/{id}', id(forumThreadIds.lenaRain)),
  },
  updateForumThread: {
    as: 'maya',
    call: (api) =>
      api.PATCH('/forum/threads/{id}', {
        ...id(forumThreadIds.mayaTools),
        body: { title: 'A tool library', text: 'Two spades and a rake to give.' },
      }),
  },
  likeForumThread: {
    as: 'lena',
    call: (api) => api.PUT('/forum/threads/{id}/like', id(forumThreadIds.mayaTools)),
  },
  unlikeForumThread: {
    as: 'sam',
    call: (api) => api.DELETE('/forum/threads/{id}/like', id(forumThreadIds.mayaTools)),
  },
  deleteForumThread: {
    as: 'maya',
    call: (api) => api.DELETE('/forum/threads/{id}', id(forumThreadIds.mayaTools)),
  },
  listForumComments: {
    as: null,
    call: (api) => api.GET('/forum/threads/{id}/comments', id(forumThreadIds.mayaTools)),
  },
  createForumComment: {
    as: 'lena',
    call: (api) =>
      api.POST('/forum/comments', {
        body: { thread_id: forumThreadIds.lenaRain, text: 'Thanks!' },
      }),
  },
  updateForumComment: {
    as: 'maya',
    call: (api) =>
      api.PATCH('/forum/comments/{id}', {
        ...id(forumCommentIds.mayaOnRain),
        body: { text: 'The food co-op sells used olive barrels, rinsed.' },
      }),
  },
  likeForumComment: {
    as: 'sam',
    call: (api) => api.PUT('/forum/comments/{id}/like', id(forumCommentIds.mayaOnRain)),
  },
  unlikeForumComment: {
    as: 'maya',
    call: (api) => api.DELETE('/forum/comments/{id}/like', id(forumCommentIds.samOnTools)),
  },
  deleteForumComment: {
    as: 'rowan',
    call: (api) => api.DELETE('/forum/comments/{id}', id(forumCommentIds.mayaOnRain)),
  },

  // ------------------------------------------------------------ reports
  createReport: {
    as: 'lena',
    call: (api) =>
      api.POST('/reports', {
        body: { kind: 'chat_message', id: chatMessageIds.maya, reason: 'off_topic', note: 'Ads' },
      }),
  },
  listCommunityReports: {
    as: 'maya',
    call: (api) => api.GET('/reports/communities/{id}', id(riverside)),
  },
  listForumReports: { as: 'rowan', call: (api) => api.GET('/reports/forum') },
  resolveReport: {
    as: 'rowan',
    // An open report of Maya's talk, by Lena.
    call: (api) => {
      db.reports.push({
        id: 1,
        kind: 'forum_talk',
        item_id: forumThreadIds.mayaTools,
        community_id: null,
        thread_id: forumThreadIds.mayaTools,
        reason: 'spam',
        note: null,
        excerpt: 'Tool library',
        reporter_id: users.lena.id,
        status: 'open',
        created_at: new Date().toISOString(),
        resolved_at: null,
        resolved_by_id: null,
      });
      return api.POST('/reports/{id}/resolve', { ...id(1), body: { outcome: 'dismiss' } });
    },
  },

  // ------------------------------------------------------------ farm game
  getFarmGameState: { as: 'maya', call: (api) => api.GET('/farmgame/state') },
  saveFarmGameState: {
    as: 'maya',
    call: (api) =>
      api.POST('/farmgame/state', {
        body: { data: JSON.stringify({ ...MAYA_FARM_STATE, seeds: 18, elapsedTime: 813 }) },
      }),
  },

  // ------------------------------------------------------------ lyra
  talkToLyra: {
    as: null,
    call: (api) =>
      api.POST('/lyra', {
        body: {
          message: 'What should I plant first?',
          userId: 'anonymous',
          userConsent: true,
          fullLog: '',
        },
      }),
  },
  getLyraChatLog: { as: null, call: (api) => api.GET('/lyra/chat-log') },
  getLyraFacts: { as: 'maya', call: (api) => api.GET('/lyra/facts') },
  forgetLyraFact: {
    as: 'maya',
    call: (api) => api.DELETE('/lyra/facts/{id}', { params: { path: { id: 1 } } }),
  },
  getLyraSoul: { as: null, call: (api) => api.GET('/lyra/soul') },
  getLyraDreams: { as: null, call: (api) => api.GET('/lyra/dreams') },

  // ------------------------------------------------------------ we learn
  interpretPolicy: {
    as: null,
    call: (api) =>
      api.POST('/we-learn/interpret', {
        body: { text: 'The bill funds 2,000 new co-op homes for tenants.' },
      }),
  },

  // ------------------------------------------------------------ civic and health
  listParliamentBills: { as: null, call: (api) => api.GET('/civic/bills') },
  getHealth: { as: null, call: (api) => api.GET('/health') },

  // ------------------------------------------------------------ notifications
  getNotificationPreferences: { as: 'maya', call: (api) => api.GET('/notifications/preferences') },
  updateNotificationPreferences: {
    as: 'maya',
    call: (api) =>
      api.PUT('/notifications/preferences', {
        body: {
          kinds: [{ kind: 'chat', in_app: true, email: 'daily', push: false }],
          time_zone: 'Europe/Paris',
          reminder_hours: 12,
        },
      }),
  },
  unsubscribeByToken: {
    as: null,
    call: (api) =>
      api.POST('/notifications/unsubscribe', {
        params: { query: { token: `${users.maya.id}.replies.${'A'.repeat(43)}` } },
      }),
  },
  addPushSubscription: {
    as: 'maya',
    call: (api) =>
      api.POST('/notifications/push/subscriptions', {
        body: {
          endpoint: 'https://push.example.org/send/abc',
          keys: {
            p256dh:
              'BBLOzaccL6xMV5Pe4TqcsvHfj8VuRuUNaiH8mOOw6ecHWPCc-qlOnwKQ9wO3rz69oysnvXHv0uqtn8Prd6Vz9tE',
            auth: 'c2VjcmV0LWF1dGgtMTIz',
          },
        },
      }),
  },
  removePushSubscription: {
    as: 'maya',
    call: (api) =>
      api.DELETE('/notifications/push/subscriptions', {
        params: { query: { endpoint: 'https://push.example.org/send/abc' } },
      }),
  },
  searchPeople: {
    as: 'maya',
    call: (api) => api.GET('/people', { params: { query: { q: 'sa' } } }),
  },
  getPerson: {
    as: null,
    call: (api) =>
      api.GET('/people/{username}', {
        params: { path: { username: users.maya.username ?? 'maya' } },
      }),
  },
};
