CREATE TABLE "request_day_counts" (
	"request_type" text NOT NULL,
	"day" date NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "request_day_counts_request_type_day_pk" PRIMARY KEY("request_type","day")
);
