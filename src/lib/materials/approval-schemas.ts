import { z } from 'zod';
import { plantIdSchema } from '@/lib/plants/plant-schema';
import { jobNumSchema, materialIssueSchema } from './schemas';
import { OVER_ISSUE_150_RIGHT, OVER_ISSUE_RIGHT } from './rules';

/** An over-issue right by its id. */
export const overIssueRightSchema = z.enum([OVER_ISSUE_RIGHT, OVER_ISSUE_150_RIGHT]);

/** Query of GET /v1/MaterialIssues/Approvers: who may make an over-issue needing the right at the plant. */
export const approversQuerySchema = z.object({ plant: plantIdSchema, right: overIssueRightSchema });

/** Someone who may approve (make) an over-issue. */
export const approverSchema = z.object({ empId: z.number().int(), name: z.string() });
/** Someone who may approve (make) an over-issue. */
export type Approver = z.infer<typeof approverSchema>;

/** Body of POST /v1/MaterialIssues/ApprovalRequests: the issue a person without the right asks for. */
export const approvalRequestSchema = materialIssueSchema
  .pick({ assemblySeq: true, mtlSeq: true, quantity: true })
  .extend({ jobNum: jobNumSchema });
/** Body of POST /v1/MaterialIssues/ApprovalRequests. */
export type ApprovalRequestInput = z.infer<typeof approvalRequestSchema>;

/** Answer of POST /v1/MaterialIssues/ApprovalRequests: the right it needs and who was told through the bell. */
export const approvalAnswerSchema = z.object({ right: overIssueRightSchema, notified: z.array(approverSchema) });
/** Answer of POST /v1/MaterialIssues/ApprovalRequests. */
export type ApprovalAnswer = z.infer<typeof approvalAnswerSchema>;
