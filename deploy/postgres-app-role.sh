#!/bin/sh
# The servers' own role (docs/decisions/0073): it owns no table; the migration step grants it rows.
# PostgreSQL's image runs this once, when its data volume is first made.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set app_password="$POSTGRES_APP_PASSWORD" <<'SQL'
create role loan_app login password :'app_password';
SQL
