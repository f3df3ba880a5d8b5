/** Answers of the platform itself: health. */
import { scenario } from '../scenario';

export const platformScenarios = [
  scenario('health', 'health', async ({ api }) => {
    await api.GET('/health');
  }),
];
