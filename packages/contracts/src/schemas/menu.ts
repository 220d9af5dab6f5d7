import { menuApi } from '../api/menu.ts';
import { withSchemas } from './endpoint.ts';

export const menuEndpoints = withSchemas(menuApi, {});
