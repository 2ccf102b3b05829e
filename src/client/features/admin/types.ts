import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router';

type Outputs = inferRouterOutputs<AppRouter>;

export type AdminUser = Outputs['admin']['users']['list'][number];
export type MediaItem = Outputs['admin']['site']['media'][number];
export type AuditEntry = Outputs['admin']['site']['auditLog'][number];
export type ContentPage = Outputs['admin']['site']['pages'][number];
