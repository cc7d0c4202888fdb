CREATE TABLE "donation_funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"donation_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"amount_paisa" integer NOT NULL,
	CONSTRAINT "donation_funds_amount_check" CHECK ("donation_funds"."amount_paisa" > 0)
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"explanation" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funds_code_unique" UNIQUE("code"),
	CONSTRAINT "funds_code_check" CHECK ("funds"."code" ~ '^[a-z][a-z0-9-]{0,39}$')
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "refused_funds" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "welfare_categories" ADD COLUMN "refused_funds" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_funds" ADD CONSTRAINT "donation_funds_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_funds" ADD CONSTRAINT "donation_funds_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_funds_donation_idx" ON "donation_funds" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "donation_funds_fund_idx" ON "donation_funds" USING btree ("fund_id");--> statement-breakpoint
-- The six funds the foundation starts with, so General (the fund of a gift that names none) exists in every database; staff edit them.
INSERT INTO "funds" ("code", "name", "explanation", "position", "translations") VALUES
('zakat', 'Zakat', 'The obligatory 2.5% of wealth above nisab; spent only on those entitled to it, never on buildings or salaries.', 0, '{"ur":{"name":"زکوٰۃ","explanation":"نصاب سے زائد مال پر فرض ڈھائی فیصد؛ صرف مستحقین پر خرچ ہوتی ہے، عمارتوں یا تنخواہوں پر کبھی نہیں۔"}}'),
('sadaqah', 'Sadaqah', 'Voluntary charity, given for any good cause the foundation serves.', 1, '{"ur":{"name":"صدقہ","explanation":"نفلی خیرات، فاؤنڈیشن کے کسی بھی نیک کام کے لیے۔"}}'),
('fitrana', 'Fitrana', 'Sadaqat al-Fitr, due for each member of the household before the Eid prayer.', 2, '{"ur":{"name":"فطرانہ","explanation":"صدقۂ فطر، گھر کے ہر فرد کی طرف سے نمازِ عید سے پہلے واجب۔"}}'),
('fidya', 'Fidya', 'For a fast that cannot be kept through illness or age: a person fed for each day.', 3, '{"ur":{"name":"فدیہ","explanation":"بیماری یا بڑھاپے کی وجہ سے چھوٹے روزے کے بدلے ہر دن ایک شخص کا کھانا۔"}}'),
('kaffarah', 'Kaffarah', 'Expiation for a broken oath or fast, feeding those in need.', 4, '{"ur":{"name":"کفارہ","explanation":"ٹوٹی قسم یا روزے کا کفارہ، محتاجوں کو کھانا کھلانا۔"}}'),
('general', 'General (Atiyat)', 'A general gift the foundation may use wherever the need is greatest, including its buildings and running costs.', 5, '{"ur":{"name":"عمومی (عطیات)","explanation":"عمومی عطیہ جسے فاؤنڈیشن جہاں ضرورت سب سے زیادہ ہو وہاں خرچ کر سکتی ہے، عمارتوں اور انتظامی اخراجات سمیت۔"}}');
--> statement-breakpoint
-- Every gift made before funds existed named none: it is General, as a gift that names none is now.
INSERT INTO "donation_funds" ("donation_id", "fund_id", "amount_paisa")
SELECT d."id", f."id", d."amount_paisa" FROM "donations" d CROSS JOIN "funds" f WHERE f."code" = 'general' AND d."amount_paisa" > 0;
