import { apiCallOf } from '@/lib/api/api-call.server';
import { formPost, newFormKey, type RefusedForm } from '@/lib/forms/form-post.server';
import { listPlant, type ListPlant } from '@/lib/plants/list-plant';
import type { CribPage } from './crib-page.server';
import type { Equipment, EquipmentTransfer } from './schemas';
import { createMaintenanceApi } from './maintenance-client.server';

/** What the equipment transfer screen shows: the register to choose from, the moves kept, the form's key and refusal. */
export interface TransferPageData {
  shown: ListPlant;
  equipment: Equipment[];
  transfers: EquipmentTransfer[];
  formKey: string;
  refused: RefusedForm | null;
}

/** /MaintManagement/equipTransfer: moves equipment to another plant or department (Post/Redirect/Get) and lists the moves. */
export async function loadTransferPage(page: CribPage): Promise<Response | TransferPageData> {
  const api = createMaintenanceApi(apiCallOf(page.locals));
  const { t } = page.locals;
  const refused = await formPost(page, { feature: 'maintenance' }, async (form) => {
    const equipmentId = (form['equipmentId'] ?? '').trim().toUpperCase();
    const plant = form['plant'] ?? '';
    const moved = await api.transfer(
      equipmentId,
      // Sent as typed: the API refuses a bad value at its field.
      { plant, department: form['department'] ?? '', workCenter: form['workCenter'] ?? '', note: form['note'] ?? '' },
      form['formKey'] || newFormKey(),
    );
    return {
      message: t('maintenance.transfer.moved', {
        equipment: moved.equipmentId,
        plant: t(`forms.plants.${moved.plant}`),
        department: moved.department,
      }),
      location: '/MaintManagement/equipTransfer',
    };
  });
  if (refused instanceof Response) return refused;
  const shown = listPlant(page.url.searchParams, page.locals.plant);
  const [equipment, transfers] = await Promise.all([api.equipment('All'), api.transfers(shown.plant)]);
  return { shown, equipment, transfers, formKey: newFormKey(), refused };
}
