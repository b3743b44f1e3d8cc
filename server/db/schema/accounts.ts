// Organisations, users, sessions and the mail outbox.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MONEY, QUANTITY } from '../../../contract/fields.ts';
import { createdAt, id, ref, ts, updatedAt } from './columns.ts';
import { shortGramsIndex } from './search.ts';

export const logisticsServiceProviders = pgTable(
  'logistics_service_providers',
  {
    id: id(),
    name: varchar('name', { length: 191 }).notNull(),
    address: text('address'),
    domain: varchar('domain', { length: 253 }).notNull(),
    logo: text('logo'),
    primaryColor: varchar('primary_color', { length: 9 }).notNull().default('#EF3434'),
    secondaryColor: varchar('secondary_color', { length: 9 }),
    registerBanner: text('register_banner'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('lsp_domain_uq').on(t.domain), index('lsp_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const shipmentCompanies = pgTable(
  'shipment_companies',
  {
    id: id(),
    name: varchar('name', { length: 191 }).notNull(),
    address: text('address'),
    logo: text('logo'),
    logisticsServiceProviderId: ref('logistics_service_provider_id').references(() => logisticsServiceProviders.id),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /**
     * The netto loss the LSP accepts on this customer's loads (docs/weighbridge.md): PERCENT of the
     * pickup netto, or KG per truck, as Indonesian CPO contracts write it; null: no tolerance set
     * (any loss is flagged).
     */
    lossToleranceType: varchar('loss_tolerance_type', { length: 8 }),
    lossToleranceValue: numeric('loss_tolerance_value', QUANTITY),
    /** Rupiah per kg of loss beyond the tolerance claimed on this customer's invoices (docs/invoices.md "Losses and claims"); null: none. */
    lossClaimPrice: numeric('loss_claim_price', MONEY),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sc_lsp_idx').on(t.logisticsServiceProviderId), index('sc_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    name: varchar('name', { length: 191 }).notNull(),
    address: text('address'),
    logo: text('logo'),
    fmsEmail: varchar('fms_email', { length: 191 }),
    fmsSyncedAt: ts('fms_synced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendor_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/**
 * A vendor's fleet-management link for positions (docs/tracking.md "FMS positions"): the FMS
 * sign-in token, sealed with FMS_TOKEN_KEY (lib/fms/sealing.ts); where the next pull starts; the
 * lease that lets one API process of several pull it at a time; and how the pulls go. Not in the
 * change stream: a pull every few seconds must not wake screens.
 */
export const fmsLinks = pgTable(
  'fms_links',
  {
    vendorId: ref('vendor_id')
      .primaryKey()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    /** PULLING, FAILING or REFUSED (contract/states.ts fmsLinkMachine). */
    state: varchar('state', { length: 16 }).notNull().default('PULLING'),
    /** The FMS's own cursor from its last answer; null: from now. */
    cursor: varchar('cursor', { length: 191 }),
    /** Until when the process that claimed the link pulls it; null or past: anyone may. */
    leaseUntil: ts('lease_until'),
    /** When the FMS refused the token (REFUSED: no more pulls until the vendor syncs again). */
    refusedAt: ts('refused_at'),
    /** Since when the FMS could not be reached or answered nonsense (FAILING). */
    failingSince: ts('failing_since'),
    lastPulledAt: ts('last_pulled_at'),
    /** The newest position the FMS sent (its own time). */
    lastPositionAt: ts('last_position_at'),
    positionsStored: integer('positions_stored').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('fms_links_lease_idx').on(t.leaseUntil)],
);

/** A vendor's working relation with an LSP: COLLABORATE, BLOCK, REJECTED or PROPOSED. */
export const vendorCollaborations = pgTable(
  'vendor_collaborations',
  {
    id: id(),
    vendorId: ref('vendor_id').notNull().references(() => vendors.id, { onDelete: 'cascade' }),
    logisticsServiceProviderId: ref('logistics_service_provider_id')
      .notNull()
      .references(() => logisticsServiceProviders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('PROPOSED'),
    proposedBy: varchar('proposed_by', { length: 8 }).notNull().default('VENDOR'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('collab_vendor_lsp_uq').on(t.vendorId, t.logisticsServiceProviderId),
    index('collab_lsp_idx').on(t.logisticsServiceProviderId),
  ],
);

export const permissions = pgTable('permissions', {
  id: id(),
  name: varchar('name', { length: 64 }).notNull(),
  description: text('description'),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    name: varchar('name', { length: 191 }).notNull(),
    email: varchar('email', { length: 191 }).notNull(),
    phoneCountryCode: varchar('phone_country_code', { length: 4 }),
    phoneNumber: varchar('phone_number', { length: 15 }),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 32 }).notNull(),
    avatar: text('avatar'),
    nationalIdentity: varchar('national_identity', { length: 32 }),
    logisticsServiceProviderId: ref('logistics_service_provider_id').references(() => logisticsServiceProviders.id),
    shipmentCompanyId: ref('shipment_company_id').references(() => shipmentCompanies.id),
    vendorId: ref('vendor_id').references(() => vendors.id),
    driverId: integer('driver_id'),
    permissionId: ref('permission_id').references(() => permissions.id),
    isMainAdmin: boolean('is_main_admin').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    passwordUpdatedAt: ts('password_updated_at'),
    lastLoginAt: ts('last_login_at'),
    fcmToken: text('fcm_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // Lists are scoped by organisation and role and sorted by name, sign-up date or e-mail: each
    // sort walks its own index inside the scope instead of sorting every user of the organisation.
    index('users_lsp_role_name_idx').on(t.logisticsServiceProviderId, t.role, t.name, t.id),
    index('users_lsp_role_created_idx').on(t.logisticsServiceProviderId, t.role, t.createdAt, t.id),
    index('users_lsp_role_email_idx').on(t.logisticsServiceProviderId, t.role, t.email, t.id),
    index('users_sc_idx').on(t.shipmentCompanyId),
    index('users_vendor_idx').on(t.vendorId),
    // The searchable columns (name, e-mail, phone) each have a trigram index for ILIKE '%key%'.
    index('users_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_phone_trgm').using('gin', sql`${t.phoneNumber} gin_trgm_ops`),
    // ... and for one- or two-character keys, a short-grams index (./search.ts).
    shortGramsIndex('users_name_grams', t.name),
    shortGramsIndex('users_email_grams', t.email),
    shortGramsIndex('users_phone_grams', t.phoneNumber),
  ],
);

/** Bearer tokens: only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** Signed in after a long absence: the password must be changed before anything else. */
    staleLogin: boolean('stale_login').notNull().default(false),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use password reset tokens (hashed). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_uq').on(t.tokenHash)],
);

/** Failed sign-ins, for throttling per account and per address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: varchar('email', { length: 191 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.createdAt), index('login_attempts_ip_idx').on(t.ip, t.createdAt)],
);

export const outboxMails = pgTable('outbox_mails', {
  id: id(),
  to: varchar('to', { length: 191 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: ts('sent_at'),
  error: text('error'),
  createdAt: createdAt(),
});

export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** One-time codes sent to confirm a new e-mail address (POST /v1/verify/request). */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 191 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/** Registration links an LSP hands to its customers (GET .../register-link). The token is an
 * invitation meant to be shared, not a credential, so it is kept as is and answered again. */
export const registerLinks = pgTable(
  'register_links',
  {
    id: id(),
    logisticsServiceProviderId: ref('logistics_service_provider_id')
      .notNull()
      .references(() => logisticsServiceProviders.id, { onDelete: 'cascade' }),
    token: varchar('token', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('register_links_token_uq').on(t.token), index('register_links_lsp_idx').on(t.logisticsServiceProviderId)],
);
