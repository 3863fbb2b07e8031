-- Guests' phone numbers in the one form the app now stores them in, E.164 ('+639171000001'): the rules of toE164
-- (app/lib/phone-number.ts) on the number without its spaces, dashes, dots and brackets. Only a number that can mean
-- one thing is rewritten: '+' and digits; '00' and an international number; a Philippine number with its trunk 0
-- (9-10 digits after it); a Philippine mobile without the 0, or with its country code 63 but no +. Anything else
-- stays as it was typed. Writing a number in another form is no change to a booking: its version (0008) stays.
ALTER TABLE "reservations" DISABLE TRIGGER "reservations_bump_version";
--> statement-breakpoint
UPDATE "reservations" AS r SET "phone" = CASE
    WHEN typed.n ~ '^\+' THEN typed.n
    WHEN typed.n ~ '^00' THEN '+' || substr(typed.n, 3)
    WHEN typed.n ~ '^0' THEN '+63' || substr(typed.n, 2)
    ELSE '+63' || right(typed.n, 10)
  END
  FROM (SELECT "id", regexp_replace("phone", '[[:space:]().-]', '', 'g') AS n FROM "reservations" WHERE "phone" IS NOT NULL) AS typed
  WHERE typed."id" = r."id"
    AND typed.n ~ '^(\+[0-9]{7,15}|00[1-9][0-9]{6,14}|0[1-9][0-9]{8,9}|(63)?9[0-9]{9})$';
--> statement-breakpoint
ALTER TABLE "reservations" ENABLE TRIGGER "reservations_bump_version";
--> statement-breakpoint
-- The map link migration 0007 stored was a search for the address of then: without it the link follows the venue's
-- coordinates or its present address (components/venue-links.ts). A link staff chose stays.
UPDATE "venue_settings" SET "data" = jsonb_set("data", '{mapUrl}', '""')
  WHERE "data"->>'mapUrl' = 'https://www.google.com/maps/search/?api=1&query=Malay%2C+Aklan%2C+Philippines';
