import type { ColumnType, Generated } from 'kysely';
import type { CampaignStatus } from '../../shared/schemas/campaigns.js';
import type { IntDefault } from './columns.js';

/** A newsletter campaign (issue 40, item 3; migration 2026-12-08T10-00-campaigns). */
export interface CampaignTable {
  id: Generated<number>;
  subject: string;
  preheader: ColumnType<string, string | undefined, string>;
  /** Cleaned on save (`cleanCampaignHtml`). */
  html: string;
  status: ColumnType<CampaignStatus, CampaignStatus | undefined, CampaignStatus>;
  send_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  /** The last subscriber id whose mail is queued; `queued` counts them (both written with the batch). */
  cursor: IntDefault;
  queued: IntDefault;
  /** The pace is counted from then, when `paced_queued` mails were queued. */
  paced_at: string | null;
  paced_queued: IntDefault;
  created_at: string;
  updated_at: string;
}
