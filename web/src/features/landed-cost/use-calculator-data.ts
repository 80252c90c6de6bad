// The data a calculation needs, read through the API client (the service worker keeps the last answer of
// each, so a calculator opened before works offline with the last rate it saw).
import { useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@costlens/contracts/endpoint-schemas';
import { endpointKey } from '../../lib/api-client.ts';
import type { CalculatorData } from './calculate.ts';

export interface CalculatorDataState {
  /** Everything loaded that the form needs (the rates may still be missing: the report says so). */
  data: CalculatorData | null;
  categories: EndpointResponse<'landedCostReference'>['categories'];
  loading: boolean;
  /** The cost book's data could not be loaded (offline on a first visit, or the server failed). */
  failed: boolean;
  /** The goods' rate is being fetched. */
  rateLoading: boolean;
}

const isCode = (c: string) => /^[A-Z]{3}$/.test(c);

/** The calculator's data; the USD rate (for the platforms' fees stated in USD) only when margins are shown. */
export function useCalculatorData(categoryId: string, currency: string, margins: boolean): CalculatorDataState {
  const reference = useQuery<EndpointResponse<'landedCostReference'>>({ queryKey: endpointKey('landedCostReference') });
  const category = useQuery<EndpointResponse<'landedCostCategory'>>({
    queryKey: endpointKey('landedCostCategory', { id: categoryId }),
    enabled: categoryId !== '',
  });
  const needsGoodsRate = currency !== 'CAD' && isCode(currency);
  const goodsRate = useQuery<EndpointResponse<'exchangeRate'>>({
    queryKey: endpointKey('exchangeRate', {}, { currency }),
    enabled: needsGoodsRate,
  });
  const usdRate = useQuery<EndpointResponse<'exchangeRate'>>({
    queryKey: endpointKey('exchangeRate', {}, { currency: 'USD' }),
    enabled: margins,
  });

  const categoryLoading = categoryId !== '' && category.isPending;
  const loading = reference.isPending || categoryLoading;
  const failed = reference.isError || (categoryId !== '' && category.isError);
  const data: CalculatorData | null =
    reference.data && !loading && !failed
      ? {
          reference: reference.data,
          category: categoryId !== '' ? (category.data ?? null) : null,
          goodsRate: needsGoodsRate ? (goodsRate.data ?? null) : null,
          usdRate: usdRate.data ?? null,
        }
      : null;
  return {
    data,
    categories: reference.data?.categories ?? [],
    loading,
    failed,
    rateLoading: needsGoodsRate && goodsRate.isPending,
  };
}
