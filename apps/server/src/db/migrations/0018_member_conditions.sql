-- Conditions between members (issue 20; 001 §2.17, §3 Inter-member conditions): the one text the group agrees for
-- orders between its members, as formatted HTML. One row only (condsoc_id is always 1); the server sanitises the text
-- again whenever it answers it, so a row written by hand cannot carry active content to the portal or the PDF.
CREATE TABLE member_conditions (
  condsoc_id     smallint PRIMARY KEY DEFAULT 1 CHECK (condsoc_id = 1),
  condsoc_texto  text NOT NULL,
  condsoc_fecha  timestamptz NOT NULL DEFAULT now()
);
