import type {
  AgentActivityInboxTable,
  AgentApplicationsTable,
  AgentMemberGameDaysTable,
  AgentSuspensionsTable,
  AgentTeamHoursTable,
  AgentMemberDaysTable,
  AgentMovesTable,
  AgentSettingsTable,
  AgentTeamActiveCountsTable,
  AgentTeamActiveMembersTable,
  AgentTeamDaysTable,
  AgentTeamGameDaysTable,
  AgentTeamSizesTable,
  AgentTreeTable,
} from './agents';
import type {
  AgentContractEventsTable,
  AgentContractKindsTable,
  AgentContractTemplatesTable,
  AgentContractsTable,
  AgentSettlementsTable,
  AgentStatementsTable,
} from './agent-contracts';
import type {
  AnnouncementsTable,
  BannersTable,
  FeedbackTable,
  HelpArticlesTable,
  MemberMessagesTable,
} from './content';
import type {
  GameFavouritesTable,
  GameRoundsTable,
  GameSessionsTable,
  GamesTable,
  HouseRoundsTable,
  HouseSeedPairsTable,
  JackpotContributionsTable,
  JackpotWinsTable,
  JackpotsTable,
  VendorTransactionsTable,
  VendorWalletsTable,
  VendorsTable,
} from './games';
import type {
  CaptchaChallengesTable,
  EmailCodesTable,
  HumanChallengesTable,
  LoginFailuresTable,
  MailOutboxTable,
  MemberKnownAddressesTable,
  MemberProfilesTable,
  MemberSessionsTable,
  MembersTable,
  PasswordResetsTable,
  RememberTokensTable,
  SmsCodesTable,
  SmsOutboxTable,
  SocialIdentitiesTable,
  SocialLoginsTable,
  SocialProvidersTable,
  SocialTicketsTable,
  TrialAccountsTable,
} from './identity';
import type {
  LotteryGamesTable,
  LotteryMenusTable,
  LotteryPeriodCancelsTable,
  LotteryPeriodsTable,
  LotterySeedChainsTable,
  LotteryTicketsTable,
} from './lottery';
import type {
  PromotionEntriesTable,
  PromotionEntryImagesTable,
  PromotionTextsTable,
  PromotionsTable,
  PointRedemptionsTable,
  PointRewardsTable,
  PointsAccountsTable,
  PointsBetCarriesTable,
  PointsBetMarksTable,
  PointsBetRatesTable,
  PointsSettingsTable,
  PointsTiersTable,
  PointsTransfersTable,
  RebateClaimLinesTable,
  ReferralCodesTable,
  ReferralLinksTable,
  ReferralRewardsTable,
  ReferralSettingsTable,
  ReferralTiersTable,
  MissionsTable,
  MissionClaimsTable,
  RebateClaimsTable,
  RebateSettingsTable,
  VipBonusesTable,
  RoundDaysTable,
  RoundDayMarksTable,
  VipLevelsTable,
  VipMembersTable,
  VipSettingsTable,
} from './loyalty';
import type {
  BalanceAdjustmentsTable,
  DepositOrdersTable,
  LedgerAccountsTable,
  LedgerTransfersTable,
  PaymentChannelsTable,
  PaymentGatewaysTable,
  PaymentMethodsTable,
  PayoutAccountsTable,
  ReceivingAccountsTable,
  TurnoverRequirementsTable,
  WalletRulesTable,
  WithdrawalProofsTable,
  WithdrawalsTable,
} from './money';
import type {
  CustomerServicesTable,
  LicencesTable,
  MaintenanceWindowsTable,
  MediaTable,
  MediaVariantsTable,
  MerchantDomainsTable,
  MerchantSettingsTable,
  MerchantsTable,
  OperatorActionsTable,
  OperatorSessionsTable,
  OperatorSignInsTable,
  OperatorRecoveryCodesTable,
  OperatorTwoFactorTable,
  OperatorsTable,
  PageGamesTable,
  RateLimitsTable,
  RegionRulesTable,
  RegistrationFieldsTable,
  ResourcesTable,
  ServerKeysTable,
  WhitelabelFlagsTable,
} from './platform';
import type {
  GameTablesTable,
  TableBetsTable,
  TableRoundShardsTable,
  TableRoundsTable,
  TableSeedChainsTable,
  TableShoesTable,
} from './tables';
import type {
  SbCompetitionsTable,
  SbEventsTable,
  SbLegsTable,
  SbMarketsTable,
  SbMemberFactorsTable,
  SbMemberStakesTable,
  SbSelectionsTable,
  SbSettingsTable,
  SbSettlementsTable,
  SbTicketsTable,
} from './sportsbook';

export type * from './agents';
export type * from './content';
export type * from './games';
export type * from './identity';
export type * from './lottery';
export type * from './loyalty';
export type * from './money';
export type * from './platform';
export type * from './tables';
export type * from './sportsbook';

/** Every table as Kysely sees it (camelCase); a test holds it to the migrated database. */
export interface Database {
  merchants: MerchantsTable;
  merchantDomains: MerchantDomainsTable;
  merchantSettings: MerchantSettingsTable;
  pageGames: PageGamesTable;
  whitelabelFlags: WhitelabelFlagsTable;
  maintenanceWindows: MaintenanceWindowsTable;
  regionRules: RegionRulesTable;
  registrationFields: RegistrationFieldsTable;
  customerServices: CustomerServicesTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  resources: ResourcesTable;
  helpArticles: HelpArticlesTable;
  licences: LicencesTable;
  vendors: VendorsTable;
  operators: OperatorsTable;
  operatorSessions: OperatorSessionsTable;
  operatorSignIns: OperatorSignInsTable;
  operatorTwoFactor: OperatorTwoFactorTable;
  operatorRecoveryCodes: OperatorRecoveryCodesTable;
  members: MembersTable;
  memberProfiles: MemberProfilesTable;
  memberSessions: MemberSessionsTable;
  loginFailures: LoginFailuresTable;
  serverKeys: ServerKeysTable;
  smsCodes: SmsCodesTable;
  smsOutbox: SmsOutboxTable;
  mailOutbox: MailOutboxTable;
  passwordResets: PasswordResetsTable;
  captchaChallenges: CaptchaChallengesTable;
  humanChallenges: HumanChallengesTable;
  rememberTokens: RememberTokensTable;
  memberKnownAddresses: MemberKnownAddressesTable;
  trialAccounts: TrialAccountsTable;
  emailCodes: EmailCodesTable;
  ledgerAccounts: LedgerAccountsTable;
  ledgerTransfers: LedgerTransfersTable;
  rateLimits: RateLimitsTable;
  paymentMethods: PaymentMethodsTable;
  paymentChannels: PaymentChannelsTable;
  receivingAccounts: ReceivingAccountsTable;
  depositOrders: DepositOrdersTable;
  memberMessages: MemberMessagesTable;
  operatorActions: OperatorActionsTable;
  walletRules: WalletRulesTable;
  turnoverRequirements: TurnoverRequirementsTable;
  payoutAccounts: PayoutAccountsTable;
  withdrawals: WithdrawalsTable;
  withdrawalProofs: WithdrawalProofsTable;
  balanceAdjustments: BalanceAdjustmentsTable;
  paymentGateways: PaymentGatewaysTable;
  socialProviders: SocialProvidersTable;
  socialIdentities: SocialIdentitiesTable;
  socialLogins: SocialLoginsTable;
  socialTickets: SocialTicketsTable;
  games: GamesTable;
  vendorWallets: VendorWalletsTable;
  gameSessions: GameSessionsTable;
  vendorTransactions: VendorTransactionsTable;
  gameRounds: GameRoundsTable;
  gameFavourites: GameFavouritesTable;
  houseSeedPairs: HouseSeedPairsTable;
  houseRounds: HouseRoundsTable;
  jackpotContributions: JackpotContributionsTable;
  jackpots: JackpotsTable;
  jackpotWins: JackpotWinsTable;
  lotteryGames: LotteryGamesTable;
  lotteryMenus: LotteryMenusTable;
  media: MediaTable;
  mediaVariants: MediaVariantsTable;
  promotions: PromotionsTable;
  promotionTexts: PromotionTextsTable;
  promotionEntries: PromotionEntriesTable;
  promotionEntryImages: PromotionEntryImagesTable;
  pointsSettings: PointsSettingsTable;
  pointsTiers: PointsTiersTable;
  pointsBetRates: PointsBetRatesTable;
  pointsBetMarks: PointsBetMarksTable;
  pointsBetCarries: PointsBetCarriesTable;
  pointsAccounts: PointsAccountsTable;
  pointsTransfers: PointsTransfersTable;
  pointRewards: PointRewardsTable;
  pointRedemptions: PointRedemptionsTable;
  vipSettings: VipSettingsTable;
  vipLevels: VipLevelsTable;
  vipMembers: VipMembersTable;
  vipBonuses: VipBonusesTable;
  roundDays: RoundDaysTable;
  roundDayMarks: RoundDayMarksTable;
  rebateSettings: RebateSettingsTable;
  rebateClaims: RebateClaimsTable;
  rebateClaimLines: RebateClaimLinesTable;
  referralSettings: ReferralSettingsTable;
  referralTiers: ReferralTiersTable;
  referralCodes: ReferralCodesTable;
  referralLinks: ReferralLinksTable;
  referralRewards: ReferralRewardsTable;
  missions: MissionsTable;
  missionClaims: MissionClaimsTable;
  feedback: FeedbackTable;
  lotteryPeriods: LotteryPeriodsTable;
  lotterySeedChains: LotterySeedChainsTable;
  lotteryPeriodCancels: LotteryPeriodCancelsTable;
  lotteryTickets: LotteryTicketsTable;
  agentTree: AgentTreeTable;
  agentMoves: AgentMovesTable;
  agentSettings: AgentSettingsTable;
  agentActivityInbox: AgentActivityInboxTable;
  agentMemberDays: AgentMemberDaysTable;
  agentTeamDays: AgentTeamDaysTable;
  agentTeamActiveMembers: AgentTeamActiveMembersTable;
  agentTeamActiveCounts: AgentTeamActiveCountsTable;
  agentMemberGameDays: AgentMemberGameDaysTable;
  agentTeamHours: AgentTeamHoursTable;
  agentTeamGameDays: AgentTeamGameDaysTable;
  agentTeamSizes: AgentTeamSizesTable;
  agentSuspensions: AgentSuspensionsTable;
  agentApplications: AgentApplicationsTable;
  agentContractKinds: AgentContractKindsTable;
  agentContractTemplates: AgentContractTemplatesTable;
  agentContracts: AgentContractsTable;
  agentContractEvents: AgentContractEventsTable;
  agentSettlements: AgentSettlementsTable;
  agentStatements: AgentStatementsTable;
  gameTables: GameTablesTable;
  tableSeedChains: TableSeedChainsTable;
  tableShoes: TableShoesTable;
  tableRounds: TableRoundsTable;
  tableRoundShards: TableRoundShardsTable;
  tableBets: TableBetsTable;
  sbSettings: SbSettingsTable;
  sbCompetitions: SbCompetitionsTable;
  sbEvents: SbEventsTable;
  sbMarkets: SbMarketsTable;
  sbSelections: SbSelectionsTable;
  sbMemberFactors: SbMemberFactorsTable;
  sbMemberStakes: SbMemberStakesTable;
  sbTickets: SbTicketsTable;
  sbLegs: SbLegsTable;
  sbSettlements: SbSettlementsTable;
}
