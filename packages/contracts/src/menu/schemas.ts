import { z } from 'zod';
import { ACCESS_KEYS } from '../permissions.ts';

const accessKey = z.enum(ACCESS_KEYS);

export const menuPage = z.object({
  path: z.string(),
  title: z.string(),
  access: accessKey,
  /** Opens this address outside the console, in a new window (the interface docs). */
  external: z.string().optional(),
});

export const menuGroupRow = z.object({
  key: accessKey,
  title: z.string(),
  /** Name of the group's icon: capability, customer, knowledge, reception, report, set, speech, task, team. */
  icon: z.string(),
  pages: z.array(menuPage),
});

export const menuSchemas = { queryMenuList: { row: menuGroupRow } };
