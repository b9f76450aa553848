CREATE TABLE "news_article_translations" (
	"article_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"cover_alt" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_article_translations_article_id_language_pk" PRIMARY KEY("article_id","language"),
	CONSTRAINT "news_article_translations_language" CHECK ("news_article_translations"."language" in ('fr', 'sw'))
);
--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_article_translations" ADD CONSTRAINT "news_article_translations_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD CONSTRAINT "status_subscribers_language" CHECK ("status_subscribers"."language" in ('en', 'fr', 'sw'));