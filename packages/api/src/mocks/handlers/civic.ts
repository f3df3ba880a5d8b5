import { db } from '../db';
import { mock } from '../support/route';

export const civicHandlers = [
  mock.get('/civic/bills', ({ response }) => response(200).json(db.bills)),
];
