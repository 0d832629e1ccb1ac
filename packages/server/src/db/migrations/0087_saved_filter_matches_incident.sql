-- Deleting an incident cascades to the alert matches that name it; without an index led by
-- incident_id every deleted incident would scan the whole match table.
CREATE INDEX saved_filter_matches_incident ON saved_filter_matches (incident_id);
