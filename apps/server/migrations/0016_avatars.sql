-- The portrait a member picked from the site's avatar set (1..n, see packages/contracts);
-- none picked shows one chosen from the member id.
ALTER TABLE members ADD COLUMN avatar_id smallint CHECK (avatar_id BETWEEN 1 AND 99);
