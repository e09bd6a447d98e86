CREATE TABLE "scheduled_runs" (
	"job" text NOT NULL,
	"run_key" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_job_run_key_pk" PRIMARY KEY("job","run_key")
);
