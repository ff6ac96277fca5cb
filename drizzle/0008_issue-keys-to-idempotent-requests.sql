-- Material issues now keep their Idempotency-Key answer in the shared idempotent_requests table (as every
-- other /v1 write does). Issues written before kept it on their ledger row: copy each such answer, so a
-- retry of an issue sent before this migration still answers its first result and writes nothing more.
-- The ledger rows themselves are not changed (the ledger is append-only).
INSERT INTO "idempotent_requests" ("username", "key", "request", "status", "body", "created_at")
SELECT "username", "idempotency_key", 'POST /v1/MaterialIssues', 201,
       coalesce("result", '{}'::jsonb) || jsonb_build_object('tranId', "tran_id"), "at"
FROM "material_ledger"
WHERE "tran_type" = 'ISSUE' AND "idempotency_key" IS NOT NULL
ON CONFLICT ("username", "key") DO NOTHING;
