/** The customer's withdrawal address book. */
import type { components } from '../../generated/base.ts';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { isAddressOf } from '../seed/assets-chains.ts';
import { assetsCodes, coinChain, findCoin, iso, newestFirst } from './assets-common.ts';
import type { SavedAddress } from './assets.state.ts';
import { confirmWithFactor } from './assets-verify.ts';

type UserAddress = components['schemas']['UserAddress'];

function toUserAddress(a: SavedAddress): UserAddress {
  return {
    Id: a.id,
    CoinId: a.coin.CoinId,
    Code: a.coin.Code,
    Chain: a.chain,
    Address: a.address,
    Label: a.label,
    Memo: a.memo,
    CreateTime: iso(a.createdAt),
  };
}

export const addressBookHandlers = {
  coinUserAddressAdd: (ctx) => {
    const customer = signedIn(ctx);
    confirmWithFactor(customer, { pin: ctx.body.Pin, googleCode: ctx.body.GoogleCode });
    const coin = findCoin(ctx.body.CoinId);
    const setting = coinChain(coin, ctx.body.Chain);
    const address = ctx.body.Address.trim();
    if (!isAddressOf(setting.Chain, address))
      throw new SandboxFault(assetsCodes.invalidAddress, `This is not a ${setting.Chain} address`);
    const book = ctx.state.assets.addresses;
    const saved = book.find(
      (a) =>
        !a.disabled &&
        a.customerId === customer.UserId &&
        a.coin === coin &&
        a.chain === setting.Chain &&
        a.address === address,
    );
    if (saved)
      throw new SandboxFault(assetsCodes.addressAlreadySaved, `This address is already saved as ${saved.label}`);
    const record: SavedAddress = {
      id: ctx.state.assets.nextAddressId(),
      customerId: customer.UserId,
      coin,
      chain: setting.Chain,
      address,
      label: ctx.body.Label.trim(),
      memo: ctx.body.Memo?.trim() || null,
      createdAt: now(),
      disabled: false,
    };
    book.push(record);
    return toUserAddress(record);
  },

  coinUserAddressDisableCoinAddress: (ctx) => {
    const customer = signedIn(ctx);
    const found = ctx.state.assets.addresses.find(
      (a) => a.id === ctx.query.id && a.customerId === customer.UserId && !a.disabled,
    );
    if (!found) throw new SandboxFault(codes.notFound, `No saved address ${ctx.query.id}`);
    found.disabled = true;
    return true;
  },

  coinUserAddressGetAllCoinUserAddress: (ctx) => {
    const customer = signedIn(ctx);
    const coinId = ctx.query.coinId;
    return ctx.state.assets.addresses
      .filter(
        (a) => a.customerId === customer.UserId && !a.disabled && (coinId === undefined || a.coin.CoinId === coinId),
      )
      .sort(newestFirst)
      .map(toUserAddress);
  },
} satisfies ModuleHandlers;
