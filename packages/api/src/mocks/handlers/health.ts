import { mock } from '../support/route';

export const healthHandlers = [
  mock.get('/health', ({ response }) => response(200).json({ status: 'ok' })),
];
