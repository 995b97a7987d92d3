-- How a vendor's games open on the site, chosen by the operators per vendor: inside the site's
-- frame, or in a popup window for vendors whose pages refuse to be framed.
ALTER TABLE vendor_wallets ADD COLUMN launch_mode text NOT NULL DEFAULT 'frame'
  CHECK (launch_mode IN ('frame', 'popup'));

-- A transfer-wallet vendor keeps what members move to it (GCS_walletTransfer) and never calls
-- our wallet: its connection is a launch address without keys. A seamless one has all three
-- keys; a connection without keys always has a launch address.
ALTER TABLE vendor_wallets
  ALTER COLUMN vendor_public_key_pem DROP NOT NULL,
  ALTER COLUMN operator_private_key_pem DROP NOT NULL,
  ALTER COLUMN operator_public_key_pem DROP NOT NULL,
  ADD CONSTRAINT vendor_wallets_keys CHECK (
    (vendor_public_key_pem IS NULL) = (operator_private_key_pem IS NULL)
    AND (vendor_public_key_pem IS NULL) = (operator_public_key_pem IS NULL)
    AND (vendor_public_key_pem IS NOT NULL OR launch_url_template IS NOT NULL));
