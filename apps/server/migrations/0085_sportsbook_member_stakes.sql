-- A member's stakes per event, their stake limit's count, kept as each bet is taken (their
-- wallet's lock orders their bets): the limit was checked by summing every ticket the member
-- ever placed with a leg on the event, a scan that grew with their history (3 ms a bet).
CREATE TABLE sb_member_stakes (
  member_id bigint NOT NULL REFERENCES members (id),
  event_id bigint NOT NULL REFERENCES sb_events (id),
  staked_minor bigint NOT NULL CHECK (staked_minor > 0),
  PRIMARY KEY (member_id, event_id)
);
INSERT INTO sb_member_stakes (member_id, event_id, staked_minor)
  SELECT t.member_id, l.event_id, sum(t.stake_minor)
    FROM sb_tickets t JOIN sb_legs l ON l.ticket_id = t.id
    GROUP BY t.member_id, l.event_id;

-- A bet in play is answered `wait` and asked again after the delay, and a bet taken answers its
-- ticket as the player sees it (no pre-check read before, no ticket read after): made again from
-- source with its new arguments and answer.
DROP FUNCTION IF EXISTS sb_place_bet(vendor_call, uuid, bigint[], bigint[], text, timestamptz);

-- The wallet's set-wise wins are all of one round again: the sportsbook, whose tickets are each
-- a round of their own, pays its settlements itself (sb_pay_tickets) since 0084.
DROP FUNCTION IF EXISTS vendor_wallet_wins(bigint, text, text, text, text, timestamptz, bigint[], text[], text[], bigint[], boolean[], text[]);
