import { roles, type Role } from '@platform/contract';

/** The server names roles as plain text in a few answers; known ones get their translated name. */
export const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

/** The file field of a ticket file (`product_presentation_files.0` is the first of several). */
export const fileFieldOf = (field: string) => field.replace(/\.\d+$/, '');

/** Roles whose profile a manager can open (the server answers their views to managers). */
export const viewableRoles = ['startup', 'investor', 'corporate'] as const;
export type ViewableRole = (typeof viewableRoles)[number];
export const isViewableRole = (role: string): role is ViewableRole => (viewableRoles as readonly string[]).includes(role);
