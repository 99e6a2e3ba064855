import type { z } from 'zod';
import type * as schemas from './schemas.ts';

export * from './constants.ts';
export * from './permissions.ts';

// Types only: the back office ships no zod.
export type OpsSession = z.infer<typeof schemas.sessionSchema>;
export type SignedIn = z.infer<typeof schemas.signedInSchema>;
export type SignInBody = z.input<typeof schemas.signInBodySchema>;
export type SetupBody = z.input<typeof schemas.setupBodySchema>;
export type SetupStarted = z.infer<typeof schemas.setupStartedSchema>;
export type ConfirmBody = z.input<typeof schemas.confirmBodySchema>;
export type NewOperatorBody = z.input<typeof schemas.newOperatorBodySchema>;
export type OperatorAdded = z.infer<typeof schemas.operatorAddedSchema>;
export type OperatorList = z.infer<typeof schemas.operatorListSchema>;
export type OperatorChanged = z.infer<typeof schemas.operatorChangedSchema>;
export type OperatorRoleBody = z.input<typeof schemas.operatorRoleBodySchema>;
export type OrderSummary = z.infer<typeof schemas.orderSummarySchema>;
export type OrderDetail = z.infer<typeof schemas.orderDetailSchema>;
export type OrderList = z.infer<typeof schemas.orderListSchema>;
export type OrderPayments = z.infer<typeof schemas.orderPaymentsSchema>;
export type OpsPayment = z.infer<typeof schemas.opsPaymentSchema>;
export type OpsComplaint = z.infer<typeof schemas.opsComplaintSchema>;
export type ComplaintList = z.infer<typeof schemas.complaintListSchema>;
export type Dashboard = z.infer<typeof schemas.dashboardSchema>;
export type Worklist = z.infer<typeof schemas.worklistSchema>;
export type WorklistItem = z.infer<typeof schemas.worklistItemSchema>;
export type Contact = z.infer<typeof schemas.contactSchema>;
export type ContactBody = z.input<typeof schemas.contactBodySchema>;
export type ConsentBody = z.input<typeof schemas.consentBodySchema>;
export type OrderCollections = z.infer<typeof schemas.orderCollectionsSchema>;
export type AuditPage = z.infer<typeof schemas.auditPageSchema>;
export type AuditRecord = z.infer<typeof schemas.auditRecordSchema>;
export type LedgerEntry = z.infer<typeof schemas.entrySchema>;
export type LedgerBalances = z.infer<typeof schemas.balancesSchema>;
export type OrderLedger = z.infer<typeof schemas.orderLedgerSchema>;
export type MoneyAction = z.infer<typeof schemas.moneyActionSchema>;
export type RecordPaymentBody = z.input<typeof schemas.recordPaymentBodySchema>;
export type WaiverBody = z.input<typeof schemas.waiverBodySchema>;
export type ReversalBody = z.input<typeof schemas.reversalBodySchema>;
export type RefundBody = z.input<typeof schemas.refundBodySchema>;
export type MoneyApproval = z.infer<typeof schemas.moneyApprovalSchema>;
export type MoneyApprovalList = z.infer<typeof schemas.moneyApprovalListSchema>;
export type SentForApproval = z.infer<typeof schemas.sentForApprovalSchema>;
export type ApprovalRejectBody = z.input<typeof schemas.approvalRejectBodySchema>;
export type ReconcileBody = z.input<typeof schemas.reconcileBodySchema>;
export type Reconciliation = z.infer<typeof schemas.reconciliationSchema>;
export type ReconciliationRun = z.infer<typeof schemas.reconciliationRunSchema>;
export type ReconciliationList = z.infer<typeof schemas.reconciliationListSchema>;
export type PaymentListItem = z.infer<typeof schemas.paymentListItemSchema>;
export type PaymentList = z.infer<typeof schemas.paymentListSchema>;
export type OpsProduct = z.infer<typeof schemas.opsProductSchema>;
export type ProductList = z.infer<typeof schemas.productListSchema>;
export type ProductPatch = z.input<typeof schemas.productPatchBodySchema>;
export type BindItem = z.infer<typeof schemas.bindItemSchema>;
export type BindItemList = z.infer<typeof schemas.bindItemListSchema>;
export type BindItemPatch = z.input<typeof schemas.bindItemPatchSchema>;
export type BrandView = z.infer<typeof schemas.brandViewSchema>;
export type ContactPatch = z.input<typeof schemas.contactPatchBodySchema>;
export type LandingOverview = z.infer<typeof schemas.landingOverviewSchema>;
export type OpsUpload = z.infer<typeof schemas.opsUploadSchema>;

/** The operations API's envelope, as every answer carries it. */
export interface OpsEnvelope<T> {
  code: number | string;
  data: T;
  message: string;
}
