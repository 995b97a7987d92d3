import { hasCapability, type Operator } from '@khela/contracts';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { ContractSettings } from './ContractSettings';
import { ContractsList } from './ContractsList';
import { ContractTemplates } from './ContractTemplates';
import { SettlementsDesk } from './SettlementsDesk';

/**
 * The agent programme for the merchant chosen (a platform operator's): its bounds and every
 * contract (changed by an operator who sets agents up), or its settlements (rerun and held
 * payments decided by finance).
 */
export function ContractsDesk({
  section,
  operator,
}: {
  section: 'contracts' | 'settlements';
  operator: Operator;
}) {
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  const canEdit = hasCapability(operator.role, 'agentSetup');
  const canPay = hasCapability(operator.role, 'finance');
  if (isPlatform && !merchant) return <MerchantPicker choice={choice} />;
  return (
    <>
      {isPlatform && <MerchantPicker choice={choice} />}
      {section === 'contracts' ? (
        <>
          <ContractSettings
            key={`settings-${merchant ?? ''}`}
            merchant={merchant}
            canEdit={canEdit}
          />
          <ContractTemplates
            key={`templates-${merchant ?? ''}`}
            merchant={merchant}
            canEdit={canEdit}
          />
          <ContractsList key={`list-${merchant ?? ''}`} merchant={merchant} canEdit={canEdit} />
        </>
      ) : (
        <SettlementsDesk key={merchant ?? ''} merchant={merchant} canPay={canPay} />
      )}
    </>
  );
}
