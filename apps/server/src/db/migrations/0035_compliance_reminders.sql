-- Reminders of mandatory training (docs/product/mandatory-training.md#reminders): each reminder of
-- an assignment is recorded once, under its key (what it is about and on which day), and a person
-- gets at most one reminder email a day, a digest of everything due that day. The primary keys
-- decide, so a job run twice, or by two processes, sends nothing twice.
CREATE TABLE "Assignment_Reminders" (
  id_assignment uuid NOT NULL REFERENCES "Assignments" (id_assignment),
  reminder text NOT NULL,
  sent_on date NOT NULL,
  PRIMARY KEY (id_assignment, reminder)
);

CREATE TABLE "Reminder_Digests" (
  id_profile uuid NOT NULL REFERENCES "Profiles" (id_profile),
  sent_on date NOT NULL,
  id_mail uuid REFERENCES "Mail_Messages" (id_mail),
  PRIMARY KEY (id_profile, sent_on)
);

-- The reminders' reads: uncompleted assignments by due date, completions by the day they stop counting.
CREATE INDEX assignments_due ON "Assignments" (due_on)
  WHERE closed_on IS NULL AND withdrawn_on IS NULL AND completed_on IS NULL;
-- The day the completion that counts now stops counting: this cycle's, or the previous one's.
CREATE INDEX assignments_expiry ON "Assignments"
  ((CASE WHEN completed_on IS NULL THEN previous_valid_until ELSE valid_until END))
  WHERE closed_on IS NULL AND withdrawn_on IS NULL;

ALTER TABLE "Mail_Preferences" DROP CONSTRAINT "Mail_Preferences_kind_check";
ALTER TABLE "Mail_Preferences"
  ADD CONSTRAINT "Mail_Preferences_kind_check" CHECK (kind IN ('orders', 'certificates', 'comments', 'lessons', 'training'));
