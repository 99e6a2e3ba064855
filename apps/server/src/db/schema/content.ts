import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

// Binding form items, uploads, landing pages and complaints.

export interface BindItemsTable {
  code: string;
  cate: string;
  title: string;
  subtitle: string;
  value: string;
  note: ColumnType<Array<{ name: string; type: string }>, string, string>;
  card_type_mi: number;
  channel_number: number;
  input_type: string;
  /** Filipino sides (docs/decisions/0047): null shows the English text. */
  title_fil: ColumnType<string | null, string | null | undefined, string | null>;
  subtitle_fil: ColumnType<string | null, string | null | undefined, string | null>;
  note_fil: ColumnType<
    Array<{ name: string; type: string }> | null,
    string | null | undefined,
    string | null
  >;
  position: number;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface UploadsTable {
  id: Generated<string>;
  /** The borrower who sent it, or (for a complaint reply's image) `operator_actor`. */
  user_id: string | null;
  operator_actor: string | null;
  name: string;
  content_type: string;
  bytes: number;
  created_at: CreatedAt;
}

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array. */
export interface UploadBytesTable {
  name: string;
  content_type: string;
  bytes: ColumnType<Uint8Array, Buffer, never>;
  size: number;
  created_at: CreatedAt;
}

export interface LandingTemplatesTable {
  id: Generated<number>;
  name: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface PromotionSidsTable {
  sid: string;
  answer_hash: string | null;
  /**
   * none | issued | verified (an SMS was sent with it) | used (registered with it) | checking
   * (an answer is being compared: the one try a picture has was taken)
   */
  captcha_state: ColumnType<string, string | undefined, string>;
  captcha_expires_at: Date | null;
  pictures: ColumnType<number, number | undefined, number>;
  created_at: Date;
}

/** A proof of work that was used (docs/decisions/0080); kept until it expires. */
export interface SpentChallengesTable {
  nonce: string;
  expires_at: Date;
}

/** Refused captcha answers and proofs of work, per Philippine day and kind. */
export interface BotRefusalCountsTable {
  day: string;
  kind: string;
  count: number;
}

export interface LandingCountsTable {
  template_id: number;
  day: string;
  app_from: string;
  user_from: string;
  utm_tag: string;
  client_type: string;
  kind: string;
  count: ColumnType<number, number | undefined, number>;
}

export interface ComplaintsTable {
  id: Generated<string>;
  public_id: string;
  user_id: string;
  order_id: string;
  problem_type: number;
  problem_son_type: ColumnType<number, number | undefined, number>;
  detail: string;
  images: ColumnType<string[], string | undefined, string>;
  status: ColumnType<number, number | undefined, number>;
  dispose_detail: ColumnType<string, string | undefined, string>;
  dispose_images: ColumnType<string[], string | undefined, string>;
  need_score: ColumnType<boolean, boolean | undefined, boolean>;
  score: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
