ALTER TABLE "donation_items" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "receipt_pdf_key" text;