import type { AppDeps } from '../../app-types.ts';
import { findAnalysisOwner } from '../../db/analyses.ts';
import { deleteAnalysis, unshareAnalysis } from '../../db/ownership.ts';
import { findSharedPreview, findSharedThumbnail, putShareThumbnail } from '../../db/share-thumbnails.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import { readImageUpload } from '../analyze/image-upload.ts';
import { forgetPublicList } from '../public/fresh-list.ts';
import type { Routes } from '../route-table.ts';
import { makeSharePreview, makeShareThumbnail } from './share-thumbnail.ts';

const NOT_FOUND = 'Analysis not found';

type OwnershipEndpoint =
  'unshareAnalysis' | 'deleteAnalysis' | 'putThumbnail' | 'getSharedThumbnail' | 'getSharedPreview';

/** What only the device that made an analysis may do (stop sharing, delete, set the shared photo), and the
 *  shared photo itself for anyone while the analysis is public. */
export function ownershipRoutes(deps: AppDeps): Routes<OwnershipEndpoint> {
  const { database, clock } = deps;
  const once = idempotent(deps);

  /** The analysis id of the request, when this device owns it; 404 and 403 otherwise. */
  const ownedId = async (raw: string, deviceId: string, action: string): Promise<string> => {
    if (!ID_PATTERN.test(raw)) throw notFound(NOT_FOUND);
    const owner = await findAnalysisOwner(database, raw);
    if (owner === null) throw notFound(NOT_FOUND);
    if (owner !== deviceId) throw forbidden(`Only the device that made this analysis can ${action} it`);
    return raw;
  };

  return {
    unshareAnalysis: {
      use: [once],
      handle: async (c) => {
        const id = await ownedId(c.req.param('id'), c.get('deviceId'), 'stop sharing');
        await unshareAnalysis(database, id);
        forgetPublicList(database);
        return c.json({ success: true as const });
      },
    },

    deleteAnalysis: {
      use: [once],
      handle: async (c) => {
        const id = await ownedId(c.req.param('id'), c.get('deviceId'), 'delete');
        await deleteAnalysis(database, id);
        forgetPublicList(database);
        return c.json({ success: true as const });
      },
    },

    putThumbnail: {
      // A thumbnail sent again with its Idempotency-Key is answered as the first time; with another photo,
      // refused (422), as every mutation does.
      use: [once],
      handle: async (c) => {
        const id = await ownedId(c.req.param('id'), c.get('deviceId'), 'change');
        const upload = await readImageUpload(c);
        const jpeg = await makeShareThumbnail(upload.bytes);
        if (!jpeg) throw badRequest('The photo could not be made into a small thumbnail', 'image');
        // A preview that cannot be made is made from the small photo when a link preview asks for it.
        const preview = await makeSharePreview(upload.bytes);
        await putShareThumbnail(database, id, jpeg, clock.now(), preview);
        return c.json({ success: true as const, bytes: jpeg.byteLength });
      },
    },

    getSharedThumbnail: {
      handle: async (c) => {
        const token = c.req.param('token');
        const jpeg = ID_PATTERN.test(token) ? await findSharedThumbnail(database, token) : null;
        if (!jpeg) throw notFound('This shared analysis has no photo');
        return c.body(jpeg.buffer as ArrayBuffer, 200, {
          'Content-Type': 'image/jpeg',
          // Strangers' caches may keep it briefly; unsharing stops new views at once.
          'Cache-Control': 'public, max-age=300',
        });
      },
    },

    getSharedPreview: {
      handle: async (c) => {
        const token = c.req.param('token');
        const found = ID_PATTERN.test(token) ? await findSharedPreview(database, token) : null;
        const jpeg = found ? (found.preview ?? (await makeSharePreview(found.thumbnail))) : null;
        if (!jpeg) throw notFound('This shared analysis has no photo');
        return c.body(jpeg.buffer as ArrayBuffer, 200, {
          'Content-Type': 'image/jpeg',
          'Cache-Control': 'public, max-age=300',
        });
      },
    },
  };
}
